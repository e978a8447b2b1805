import styled from 'styled-components';
import { textControlStates } from '../../internal/styles/field.tsx';
import { focusRing } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const OtpInputRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

export const OtpLabel = styled.span`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
`;

export const OtpDigits = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[1]};
`;

export const OtpDigit = styled.input`
  flex: 0 1 ${theme.size.otpDigit};
  min-width: ${theme.size.targetMin};
  height: ${theme.size.controlLg};
  padding: 0;
  border: ${theme.borderWidth.thin} solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  text-align: center;
  caret-color: ${theme.color.brand};
  transition: border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  ${focusRing}

  &:where(:focus-visible) {
    border-color: ${theme.color.brand};
  }
  ${textControlStates}
`;
