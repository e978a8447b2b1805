import styled from 'styled-components';
import { cardLink, cardSurface, cardTitle, framedPicture, linkedCard } from '../../internal/styles/card.ts';
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
  ${framedPicture}
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

// Product names run long ("Nirmal UnderSink Max RO+UV+UF Water Purifier"): a two-up phone card
// gives the name up to four lines at a smaller size, a wider card two at the title size, so the
// whole name reads. Names break between words, never inside one.
export const ProductName = styled.h3`
  ${cardTitle}
  --name-lines: 4;
  font-size: ${theme.font.size.sm};
  overflow-wrap: break-word;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: var(--name-lines);
  overflow: hidden;

  ${theme.media.md} {
    --name-lines: 2;
    font-size: ${theme.font.size.md};
  }
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
