import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { childIcon } from '../../internal/styles/mixins.ts';

export const LoginFormRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  min-width: 0;
`;

export const LoginMessage = styled.p`
  margin: 0;
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.infoSubtle};
  color: ${theme.color.info};
  font-size: ${theme.font.size.sm};
`;

export const LoginAlert = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.dangerSubtle};
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};

  ${childIcon(theme.size.iconMd)}
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
