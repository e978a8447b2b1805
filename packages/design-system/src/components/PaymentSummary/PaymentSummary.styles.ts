import styled from 'styled-components';
import { stackedCard } from '../../internal/styles/card.ts';
import { theme } from '../../theme/theme.ts';
import { headingText } from '../../internal/styles/mixins.ts';

export const PaymentSummaryRoot = styled.section`
  ${stackedCard}
`;

export const PaymentSummaryTitle = styled.h2`
  ${headingText(theme.font.size.lg)}
`;

export const PaymentSummaryList = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin: 0;
  font-size: ${theme.font.size.sm};

  & > div {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${theme.space[4]};
  }
  & dt {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & dd {
    margin: 0;
    flex-shrink: 0;
    font-variant-numeric: tabular-nums;
    font-weight: ${theme.font.weight.medium};
    text-align: end;
  }
  & > [data-kind='saving'] dd {
    color: ${theme.color.success};
  }
  & > [data-kind='breakdown'] {
    padding-inline-start: ${theme.space[4]};
    color: ${theme.color.textMuted};
  }
  & > [data-kind='breakdown'] dd {
    font-weight: ${theme.font.weight.regular};
  }
  & > [data-kind='total'] {
    margin-top: ${theme.space[1]};
    padding-top: ${theme.space[3]};
    border-top: ${theme.borderWidth.thin} solid ${theme.color.border};
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.bold};
  }
  & > [data-kind='total'] dd {
    font-weight: ${theme.font.weight.bold};
  }
`;

export const PaymentSummarySavings = styled.p`
  margin: 0;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.successSubtle};
  color: ${theme.color.success};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
`;
