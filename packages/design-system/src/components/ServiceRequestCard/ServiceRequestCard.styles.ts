import styled from 'styled-components';
import { cardTitle, stackedCard } from '../../internal/styles/card.ts';
import { badge, toneRules } from '../../internal/styles/badge.ts';
import { theme } from '../../theme/theme.ts';

export const ServiceRequestCardRoot = styled.article`
  ${stackedCard}
  box-shadow: ${theme.shadow.sm};
`;

export const ServiceRequestHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

export const ServiceRequestTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  ${cardTitle}
  overflow-wrap: anywhere;

  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
    color: ${theme.color.brand};
  }
`;

// The status is written out; the colour only repeats it.
export const ServiceRequestStatus = styled.span`
  ${badge}
  border-radius: ${theme.radius.sm};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.font.lineHeight.tight};

  ${toneRules('info', 'warning', 'success')}
  &:where([data-tone='neutral']) {
    color: ${theme.color.textMuted};
    background: ${theme.color.surfaceMuted};
  }
`;

export const ServiceRequestDetails = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space[1]} ${theme.space[3]};
  margin: 0;
  font-size: ${theme.font.size.sm};

  & dt {
    color: ${theme.color.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: ${theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

export const ServiceRequestActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};

  ${theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
