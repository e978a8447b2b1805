import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

export const PaymentMethodPickerRoot = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const PaymentMethodLegend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space[2]};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  color: ${theme.color.text};
`;

export const PaymentMethodOptions = styled.div`
  display: grid;
  gap: ${theme.space[3]};

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

// The whole card is the radio's label, so any tap on it selects the method.
export const PaymentMethodCard = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  min-height: ${theme.size.controlLg};
  padding: ${theme.space[3]} ${theme.space[4]};
  border: ${theme.borderWidth.thin} solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  cursor: pointer;
  transition-property: border-color, background-color, box-shadow;
  transition-duration: ${theme.motion.duration.fast};
  transition-timing-function: ${theme.motion.easing.standard};

  &:hover {
    border-color: ${theme.color.brand};
  }
  &:has(input:checked) {
    border-color: ${theme.color.brand};
    background: ${theme.color.brandSubtle};
    box-shadow: inset 0 0 0 ${theme.borderWidth.thin} ${theme.color.brand};
  }
  &:has(input:focus-visible) {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
    outline-offset: ${theme.borderWidth.focusOffset};
  }
  &:has(input:disabled) {
    background: ${theme.color.surfaceMuted};
    border-color: ${theme.color.border};
    box-shadow: none;
    color: ${theme.color.textMuted};
    cursor: not-allowed;
  }
  [data-invalid] & {
    border-color: ${theme.color.danger};
  }
`;

export const PaymentMethodRadio = styled.input`
  flex-shrink: 0;
  width: ${theme.size.iconMd};
  height: ${theme.size.iconMd};
  margin: 0;
  margin-top: calc((${theme.font.lineHeight.tight} * ${theme.font.size.md} - ${theme.size.iconMd}) / 2);
  accent-color: ${theme.color.brand};
  cursor: inherit;

  &:focus-visible {
    outline: none;
  }
`;

export const PaymentMethodText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

export const PaymentMethodName = styled.span`
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
`;

export const PaymentMethodDescription = styled.span`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;

export const PaymentMethodIcon = styled.span`
  display: flex;
  flex-shrink: 0;
  color: ${theme.color.brand};

  & > svg {
    width: ${theme.size.iconLg};
    height: ${theme.size.iconLg};
  }
`;
