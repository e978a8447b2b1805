import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { childIcon } from '../../internal/styles/mixins.ts';

export const GeolocationPromptRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[3]};
  min-width: 0;
`;

export const GeolocationMessage = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text};

  /* Kept rendered while empty, so the live region is there before its first message. */
  &:where(:empty) {
    position: absolute;
  }
  ${childIcon(theme.size.iconMd)}
  &:where([data-tone='danger']) {
    color: ${theme.color.danger};
  }
  &:where([data-tone='warning']) {
    padding: ${theme.space[3]};
    border-radius: ${theme.radius.md};
    background: ${theme.color.warningSubtle};
    color: ${theme.color.warning};
  }
  & > p {
    margin: 0;
  }
`;
