import styled from 'styled-components';
import { bottomBarBlockSize } from '../../internal/styles/bottomBar.ts';
import { theme } from '../../theme/theme.ts';

// Sticky, not fixed: placed last in the page's content, the bar stays at the bottom of the screen
// while the page scrolls and settles in its own place at the end, so it never covers the footer
// and needs no spacer. From the desktop width the buy box is in the first screen: no bar.
export const BuyBarRoot = styled.div`
  position: sticky;
  inset-block-end: 0;
  z-index: ${theme.zIndex.sticky};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  min-block-size: ${bottomBarBlockSize};
  padding: ${theme.space[2]} ${theme.space[4]};
  border-block-start: ${theme.borderWidth.thin} solid ${theme.color.border};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.md};

  ${theme.media.lg} {
    display: none;
  }
`;

export const BuyBarSummary = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const BuyBarName = styled.p`
  margin: 0;
  overflow: hidden;
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const BuyBarAction = styled.div`
  flex-shrink: 0;
`;
