import styled from 'styled-components';
import { bareInput } from '../../internal/styles/field.tsx';
import { visuallyHidden } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const SearchFieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

export const SearchFieldLabel = styled.label`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  color: ${theme.color.text};

  [data-hide-label] > & {
    ${visuallyHidden}
  }
`;

export const SearchFieldBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.size.controlMd};
  padding-inline: ${theme.space[3]} ${theme.space[1]};
  border: ${theme.borderWidth.thin} solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  transition: border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};

  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
    color: ${theme.color.textMuted};
  }
  &:where(:hover) {
    border-color: ${theme.color.textMuted};
  }
  &:where(:has(input:focus-visible)) {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
    outline-offset: ${theme.borderWidth.focusOffset};
  }
  &:where([data-disabled]) {
    background: ${theme.color.surfaceMuted};
    border-color: ${theme.color.border};
  }
`;

export const SearchFieldInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: ${theme.size.controlSm};
  padding-block: ${theme.space[2]};
  padding-inline: 0 ${theme.space[2]};
  ${bareInput}
  /* The clear button replaces the browser's own. */
  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
  }
  &:where(:disabled) {
    color: ${theme.color.textMuted};
    cursor: not-allowed;
  }
`;
