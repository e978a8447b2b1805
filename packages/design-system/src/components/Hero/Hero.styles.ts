import styled from 'styled-components';
import { cardLink, containedPicture } from '../../internal/styles/card.ts';
import { headingText } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const HeroRoot = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[5]};
  padding: ${theme.space[5]} ${theme.space[4]};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.brandSubtle};

  ${theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: center;
    padding: ${theme.space[7]};
  }
`;

export const HeroText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[3]};
`;

export const HeroOffer = styled.p`
  margin: 0;
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accent};
  color: ${theme.color.textOnBrand};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
`;

export const HeroTitle = styled.h1`
  ${headingText(theme.font.size.xxl, theme.font.weight.bold)}

  ${theme.media.md} {
    font-size: ${theme.font.size.xxxl};
  }
`;

export const HeroLead = styled.p`
  margin: 0;
  font-size: ${theme.font.size.md};
  color: ${theme.color.text};
`;

// Two products on a phone, where three would cut their names short; three from the sm width.
export const HeroProducts = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li:nth-child(n + 3) {
    display: none;
  }

  ${theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));

    & > li:nth-child(n + 3) {
      display: flex;
    }
  }
  ${theme.media.md} {
    gap: ${theme.space[4]};
  }
`;

export const HeroProduct = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
  padding: ${theme.space[2]};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};

  &:where(:has(a:focus-visible)) {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
    outline-offset: ${theme.borderWidth.focusOffset};
  }
`;

export const HeroPicture = styled.div`
  aspect-ratio: 1;

  & > img {
    ${containedPicture}
  }
`;

export const HeroProductName = styled.a`
  ${cardLink}
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  overflow-wrap: break-word;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};

  ${theme.media.md} {
    font-size: ${theme.font.size.sm};
  }
`;
