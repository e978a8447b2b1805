import styled from 'styled-components';
import {
  cardBody,
  cardLink,
  cardSurface,
  cardTitle,
  containedPicture,
  inlineDetails,
  linkedCard,
  pictureFrame,
  tagRow,
} from '../../internal/styles/card.ts';
import { badge } from '../../internal/styles/badge.ts';
import { theme } from '../../theme/theme.ts';

export const DeviceCardRoot = styled.article`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]};
  ${cardSurface}
  box-shadow: ${theme.shadow.sm};
  ${linkedCard}

  & > svg {
    flex-shrink: 0;
    align-self: center;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
    color: ${theme.color.textMuted};
  }
`;

export const DeviceImageFrame = styled.div`
  ${pictureFrame}
  width: ${theme.size.deviceImage};
  aspect-ratio: 1;
  color: ${theme.color.brand};

  & > svg {
    width: ${theme.size.iconLg};
    height: ${theme.size.iconLg};
  }
`;

export const DeviceImage = styled.img`
  ${containedPicture}
`;

export const DeviceCardBody = styled.div`
  ${cardBody}
`;

export const DeviceName = styled.h3`
  ${cardTitle}
  overflow-wrap: anywhere;
`;

// The whole card is the link's target area; the link text stays the device name.
export const DeviceLink = styled.a`
  ${cardLink}
`;

export const DeviceTags = styled.div`
  ${tagRow}
`;

export const RentalTag = styled.span`
  ${badge}
  border-radius: ${theme.radius.sm};
  background: ${theme.color.accentSubtle};
  color: ${theme.color.accent};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
`;

export const DeviceDetails = styled.dl`
  ${inlineDetails}
`;

export const DeviceStatusLine = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};

  & > time {
    white-space: nowrap;
  }
`;

// A row of its own under the card, above the card link's stretched target so its action works.
export const DeviceNotice = styled.div`
  position: relative;
  z-index: ${theme.zIndex.raised};
  flex-basis: 100%;
  min-width: 0;
`;
