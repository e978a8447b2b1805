import styled from 'styled-components';
import { cardLink, cardSurface, framedPicture, linkedCard } from '../../internal/styles/card.ts';
import { theme } from '../../theme/theme.ts';

export const CategoryTileRoot = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
  height: 100%;
  padding: ${theme.space[3]};
  text-align: center;
  ${cardSurface}
  ${linkedCard}
`;

export const CategoryPicture = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 4 / 3;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceSunken};
  ${framedPicture}
`;

export const CategoryName = styled.a`
  ${cardLink}
  font-weight: ${theme.font.weight.semibold};
`;

export const CategoryCaption = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;
