import styled from 'styled-components';
import { cardHeader, cardTitle, inlineDetails, stackedCard } from '../../internal/styles/card.ts';
import { statusBadge } from '../../internal/styles/badge.ts';
import { theme } from '../../theme/theme.ts';

export const PaymentLinkCardRoot = styled.article`
  ${stackedCard}
`;

export const PaymentLinkHeader = styled.div`
  ${cardHeader}
`;

export const PaymentLinkTitle = styled.h3`
  ${cardTitle}
  overflow-wrap: anywhere;
`;

export const PaymentLinkStatus = styled.span`
  ${statusBadge}
`;

export const PaymentLinkDetails = styled.dl`
  ${inlineDetails}

  & dd {
    overflow-wrap: anywhere;
  }
`;

export const PaymentLinkUrl = styled.p`
  margin: 0;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceSunken};
  font-family: ${theme.font.family.mono};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const PaymentLinkActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

export const PaymentLinkCopied = styled.span`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.success};
`;
