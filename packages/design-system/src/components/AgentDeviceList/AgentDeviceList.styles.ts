import styled from 'styled-components';
import {
  cardBody,
  cardSurface,
  cardTitle,
  inlineDetails,
  tagRow,
  thumbnail,
} from '../../internal/styles/card.ts';
import { theme } from '../../theme/theme.ts';

export const AgentDeviceListRoot = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const AgentDeviceRow = styled.article`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  ${cardSurface}

  &:where([data-selected]) {
    border-color: ${theme.color.brand};
    box-shadow: inset 0 0 0 ${theme.borderWidth.thin} ${theme.color.brand};
  }
`;

export const AgentDeviceImageFrame = styled.div`
  ${thumbnail}
  color: ${theme.color.brand};
`;

export const AgentDeviceBody = styled.div`
  ${cardBody}
`;

export const AgentDeviceName = styled.h3`
  ${cardTitle}
  overflow-wrap: anywhere;
`;

export const AgentDeviceTags = styled.div`
  ${tagRow}
`;

export const AgentDeviceDetails = styled.dl`
  ${inlineDetails}

  & dd {
    overflow-wrap: anywhere;
  }
`;

export const AgentPlanMessage = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;

export const AgentRequests = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  flex-basis: 100%;

  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[2]};
    padding-top: ${theme.space[2]};
    border-top: ${theme.borderWidth.thin} solid ${theme.color.border};
    font-size: ${theme.font.size.sm};
  }
`;

export const AgentRequestText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const AgentDeviceActions = styled.div`
  display: flex;
  flex-basis: 100%;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;
