import styled from 'styled-components';
import { chipList } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const AcceptedPaymentsRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.sm};
`;

export const PaymentsTitle = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;

export const PaymentMarks = styled.ul`
  ${chipList}
`;

export const PaymentMark = styled.li`
  padding: ${theme.space[1]} ${theme.space[2]};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  white-space: nowrap;
`;
