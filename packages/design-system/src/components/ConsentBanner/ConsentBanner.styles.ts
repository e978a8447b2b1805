import styled from 'styled-components';
import { stackedCard } from '../../internal/styles/card.ts';
import { theme } from '../../theme/theme.ts';

export const ConsentBannerRoot = styled.section`
  ${stackedCard}
  box-shadow: ${theme.shadow.lg};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};

  /* Over the page, not in it: arriving after the first paint, it moves nothing. */
  &:where([data-placement='floating']) {
    position: fixed;
    left: ${theme.space[4]};
    right: ${theme.space[4]};
    bottom: calc(${theme.space[4]} + env(safe-area-inset-bottom, ${theme.space[0]}));
    z-index: ${theme.zIndex.banner};
    max-width: ${theme.size.dialogMd};
    margin-inline: auto;
  }

  & p {
    margin: 0;
  }
`;

export const ConsentActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;
