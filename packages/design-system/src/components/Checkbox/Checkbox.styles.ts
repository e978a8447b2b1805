import styled from 'styled-components';
import { checkControl, checkLabel } from '../../internal/styles/field.tsx';
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
  ${checkControl}
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
  ${checkLabel}
`;
