import styled from 'styled-components';
import { bottomBarBlockSize, withBottomBar } from '../../internal/styles/bottomBar.ts';
import { focusRing } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

// Fixed bottom-right, clear of the home indicator and rounded corners (safe-area insets).
export const FloatingActionsRoot = styled.div`
  position: fixed;
  right: calc(${theme.space[4]} + env(safe-area-inset-right, ${theme.space[0]}));
  bottom: calc(${theme.space[4]} + env(safe-area-inset-bottom, ${theme.space[0]}));
  z-index: ${theme.zIndex.floating};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${theme.space[3]};

  ${theme.media.md} {
    right: calc(${theme.space[5]} + env(safe-area-inset-right, ${theme.space[0]}));
    bottom: calc(${theme.space[5]} + env(safe-area-inset-bottom, ${theme.space[0]}));
  }

  /* Above a phone page's bottom bar (a product's buy bar, shown below the lg width), not over it. */
  ${withBottomBar} & {
    bottom: calc(${bottomBarBlockSize} + ${theme.space[4]} + env(safe-area-inset-bottom, ${theme.space[0]}));
  }
  ${theme.media.lg} {
    ${withBottomBar} & {
      bottom: calc(${theme.space[5]} + env(safe-area-inset-bottom, ${theme.space[0]}));
    }
  }
`;

export const WhatsAppLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.size.controlLg};
  height: ${theme.size.controlLg};
  border-radius: ${theme.radius.round};
  background: ${theme.color.success};
  color: ${theme.color.textInverse};
  box-shadow: ${theme.shadow.lg};
  text-decoration: none;
  transition: transform ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  ${focusRing}

  &:where(:hover) {
    transform: scale(1.05);
  }
  & > svg {
    width: ${theme.size.iconLg};
    height: ${theme.size.iconLg};
  }
`;
