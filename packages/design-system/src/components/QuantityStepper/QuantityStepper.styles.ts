import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../../internal/styles/mixins.ts';
import { fieldLabelText } from '../../internal/styles/field.tsx';
import { theme } from '../../theme/theme.ts';

export const QuantityStepperRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${theme.space[1]};

  /* The note, empty, takes no room, yet stays in the page so what comes into it is read out. */
  & > p:empty {
    position: absolute;
  }
`;

export const QuantityStepperLabel = styled.label`
  ${fieldLabelText}

  [data-hide-label] > & {
    ${visuallyHidden}
  }
`;

export const QuantityStepperControls = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

export const QuantityStepperInput = styled.input`
  width: calc(${theme.size.controlMd} + ${theme.space[4]});
  height: ${theme.size.controlMd};
  padding: 0 ${theme.space[2]};
  border: ${theme.borderWidth.thin} solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-family: inherit;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  text-align: center;
  appearance: textfield;
  -moz-appearance: textfield;

  &::-webkit-inner-spin-button,
  &::-webkit-outer-spin-button {
    appearance: none;
    margin: 0;
  }
  ${focusRing}
  &:where(:disabled) {
    background: ${theme.color.surfaceMuted};
    border-color: ${theme.color.border};
    color: ${theme.color.textMuted};
  }

  [data-size='sm'] & {
    width: calc(${theme.size.controlSm} + ${theme.space[4]});
    height: ${theme.size.controlSm};
    font-size: ${theme.font.size.sm};
  }
`;
