import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

export const TextFieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${theme.space[1]};
  color: ${theme.color.danger};
`;

export const InputBox = styled.div`
  display: flex;
  align-items: stretch;
  min-height: ${theme.size.controlMd};
  border: ${theme.borderWidth.thin} solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  transition: border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};

  &:where(:hover) {
    border-color: ${theme.color.textMuted};
  }
  &:where(:focus-within) {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
    outline-offset: ${theme.borderWidth.focusOffset};
  }
  [data-invalid] > & {
    border-color: ${theme.color.danger};
    border-width: ${theme.borderWidth.thick};
  }
  &:where(:has(input:disabled)) {
    background: ${theme.color.surfaceMuted};
    border-color: ${theme.color.border};
  }
`;

export const InputPrefix = styled.span`
  display: flex;
  align-items: center;
  padding: 0 ${theme.space[3]};
  border-inline-end: ${theme.borderWidth.thin} solid ${theme.color.border};
  color: ${theme.color.textMuted};
  font-weight: ${theme.font.weight.medium};
`;

export const TextFieldInput = styled.input`
  flex: 1;
  min-width: 0;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: ${theme.color.text};
  font-size: ${theme.font.size.md};
  outline: none;

  &::placeholder {
    color: ${theme.color.textMuted};
  }
  &:where(:disabled) {
    color: ${theme.color.textMuted};
    cursor: not-allowed;
  }
`;
