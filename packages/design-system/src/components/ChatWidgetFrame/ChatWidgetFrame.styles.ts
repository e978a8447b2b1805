import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { headingText } from '../../internal/styles/mixins.ts';

export const ChatWidgetRoot = styled.section`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${theme.size.dialogSm};
  overflow: hidden;
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.lg};

  /* Above the floating buttons, clear of the home indicator. */
  &:where([data-placement='floating']) {
    position: fixed;
    right: calc(${theme.space[4]} + env(safe-area-inset-right, ${theme.space[0]}));
    bottom: calc(${theme.space[9]} + ${theme.space[5]} + env(safe-area-inset-bottom, ${theme.space[0]}));
    z-index: ${theme.zIndex.floating};
    width: calc(100% - 2 * ${theme.space[4]});
  }
`;

export const ChatWidgetHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[1]} ${theme.space[1]} ${theme.space[1]} ${theme.space[4]};
  background: ${theme.color.brand};
  color: ${theme.color.textOnBrand};

  & > button {
    color: ${theme.color.textOnBrand};
  }
  & > button:not(:disabled):hover {
    background: ${theme.color.brandHover};
  }
  & > button:focus-visible {
    outline-color: ${theme.color.textOnBrand};
    outline-offset: calc(-1 * ${theme.borderWidth.focusRing} - ${theme.borderWidth.focusOffset});
  }
`;

export const ChatWidgetTitle = styled.h2`
  flex: 1;
  min-width: 0;
  ${headingText(theme.font.size.md)}
`;

export const ChatWidgetBody = styled.div`
  display: flex;
  flex-direction: column;
  height: min(60dvh, ${theme.size.dialogMd});
  overflow: auto;

  &:where([hidden]) {
    display: none;
  }
  & > iframe {
    flex: 1;
    width: 100%;
    border: 0;
  }
`;
