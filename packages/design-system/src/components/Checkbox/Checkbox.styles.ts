import styled from 'styled-components';
import { focusRing } from '../../internal/styles.ts';
import { theme } from '../../theme/theme.ts';

export const CheckboxRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

export const CheckboxRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
`;

// The native box, sized to the 24 px target and drawn in the brand colour.
export const CheckboxInput = styled.input`
  flex-shrink: 0;
  width: ${theme.size.targetMin};
  height: ${theme.size.targetMin};
  margin: 0;
  accent-color: ${theme.color.brand};
  cursor: pointer;
  ${focusRing}

  [data-invalid] & {
    outline: ${theme.borderWidth.thick} solid ${theme.color.danger};
    outline-offset: 0;
  }
  [data-invalid] &:focus-visible {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
    outline-offset: ${theme.borderWidth.focusOffset};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const CheckboxTexts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
  padding-top: calc((${theme.size.targetMin} - 1lh) / 2);
  line-height: ${theme.font.lineHeight.normal};
`;

export const CheckboxLabel = styled.label`
  color: ${theme.color.text};
  font-size: ${theme.font.size.md};
  cursor: pointer;

  [data-disabled] & {
    color: ${theme.color.textMuted};
    cursor: not-allowed;
  }
`;
