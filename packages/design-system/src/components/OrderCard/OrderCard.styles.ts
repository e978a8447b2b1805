import styled from 'styled-components';
import { cardHeader, cardTitle, inlineDetails, stackedCard, thumbnail } from '../../internal/styles/card.ts';
import { statusBadge } from '../../internal/styles/badge.ts';
import { theme } from '../../theme/theme.ts';

export const OrderCardRoot = styled.article`
  ${stackedCard}
  box-shadow: ${theme.shadow.sm};
`;

export const OrderCardHeader = styled.div`
  ${cardHeader}
`;

export const OrderTitle = styled.h3`
  ${cardTitle}
  overflow-wrap: anywhere;
`;

export const OrderStatus = styled.span`
  ${statusBadge}
  gap: ${theme.space[1]};
`;

export const OrderDetails = styled.dl`
  ${inlineDetails}

  & dd {
    font-variant-numeric: tabular-nums;
  }
`;

export const OrderItems = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
    min-width: 0;
    font-size: ${theme.font.size.sm};
  }
  & > li > span:last-child {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & > li[data-more] {
    color: ${theme.color.textMuted};
  }
`;

export const OrderItemImage = styled.span`
  ${thumbnail}
  color: ${theme.color.textMuted};
`;

export const OrderCardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  padding-top: ${theme.space[3]};
  border-top: ${theme.borderWidth.thin} solid ${theme.color.border};
`;

export const OrderTotal = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};

  & > strong {
    margin-inline-start: ${theme.space[1]};
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.bold};
    color: ${theme.color.text};
    font-variant-numeric: tabular-nums;
  }
`;
