import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { TextFieldInput } from '../TextField/TextField.styles.ts';

export const RemarksField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

// The TextField's input, as a growing textarea inside the TextField's box (border and focus ring).
export const RemarksTextarea = styled(TextFieldInput)`
  min-height: calc(${theme.size.controlLg} * 2);
  font-family: inherit;
  line-height: ${theme.font.lineHeight.normal};
  resize: vertical;
`;

export const RemarksCount = styled.p`
  margin: 0;
  align-self: flex-end;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.xs};
  font-variant-numeric: tabular-nums;

  &:where([data-near-limit]) {
    color: ${theme.color.text};
    font-weight: ${theme.font.weight.semibold};
  }
`;
