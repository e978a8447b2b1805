import styled from 'styled-components';
import { cardSurface, iconCardTitle } from '../../internal/styles/card.ts';
import { theme } from '../../theme/theme.ts';

export const ExchangeOfferPickerRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]};
  ${cardSurface}
`;

export const ExchangeTitle = styled.h3`
  ${iconCardTitle}

  & > svg {
    color: ${theme.color.accent};
  }
`;

export const ExchangeValue = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[2]};
  margin: 0;
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceSunken};
  font-size: ${theme.font.size.sm};

  & > strong {
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.bold};
    color: ${theme.color.success};
    font-variant-numeric: tabular-nums;
  }
  &:where([data-empty]) {
    color: ${theme.color.textMuted};
  }
`;

export const ExchangeApplied = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  border: ${theme.borderWidth.thin} solid ${theme.color.success};
  border-radius: ${theme.radius.md};
  background: ${theme.color.successSubtle};

  & > p {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[2]};
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
  }
  & > p > svg {
    flex-shrink: 0;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
    margin-top: calc((1lh - ${theme.size.iconMd}) / 2);
    color: ${theme.color.success};
  }
`;

export const ExchangeActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;
