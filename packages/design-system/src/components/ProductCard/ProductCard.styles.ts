import styled from 'styled-components';
import {
  cardLink,
  cardSurface,
  cardTitle,
  containedPicture,
  linkedCard,
} from '../../internal/styles/card.ts';
import { theme } from '../../theme/theme.ts';

export const ProductCardRoot = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  ${cardSurface}
  box-shadow: ${theme.shadow.sm};
  overflow: hidden;
  ${linkedCard}
`;

export const ProductImageFrame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  background: ${theme.color.surfaceSunken};
  color: ${theme.color.textMuted};

  & > img {
    ${containedPicture}
  }
  & > svg {
    width: ${theme.size.iconLg};
    height: ${theme.size.iconLg};
  }
`;

export const ProductCardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};

  ${theme.media.md} {
    padding: ${theme.space[4]};
  }
`;

export const ProductName = styled.h3`
  ${cardTitle}
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

// The whole card is the link's target area; the link text stays the product name.
export const ProductLink = styled.a`
  ${cardLink}
`;

export const ProductRating = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
`;

export const ProductTags = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

// Above the card's link area, so the button gets its own presses.
export const ProductActions = styled.div`
  position: relative;
  z-index: ${theme.zIndex.raised};
  margin-top: auto;
  padding-top: ${theme.space[1]};
`;
