import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

export const LoginFormRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  min-width: 0;
`;

export const LoginStepForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  margin: 0;
`;

export const LoginLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

export const ResendCountdown = styled.p`
  display: flex;
  align-items: center;
  min-height: ${theme.size.controlMd};
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;
