import styled from 'styled-components';
import { identitySelector } from '../../internal/identity.ts';
import { iconNote } from '../../internal/styles/mixins.ts';
import { cardTitle, framedPicture, pictureFrame, stackedCard } from '../../internal/styles/card.ts';
import { theme } from '../../theme/theme.ts';

export const CartLineItemRoot = styled.article`
  ${stackedCard}
`;

export const CartLineMain = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};

  ${theme.media.md} {
    gap: ${theme.space[4]};
  }
`;

export const CartLineImage = styled.div`
  ${pictureFrame}
  width: ${theme.size.deviceImage};
  aspect-ratio: 1;
  ${framedPicture}
`;

export const CartLineBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;

  & > ${identitySelector('StockBadge')} {
    align-self: flex-start;
  }
`;

export const CartLineName = styled.h3`
  ${cardTitle}
  overflow-wrap: anywhere;

  & > a {
    color: inherit;
    text-decoration: none;
    border-radius: ${theme.radius.sm};
  }
  & > a:hover {
    text-decoration: underline;
  }
  & > a:focus-visible {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
    outline-offset: ${theme.borderWidth.focusOffset};
  }
`;

export const CartLineCoupon = styled.p`
  ${iconNote}
  color: ${theme.color.success};
  font-weight: ${theme.font.weight.medium};
`;

export const CartLineControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

// The exchange is a child line of the product: indented under it with a connector.
export const CartExchangeLine = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[3]};
  margin-inline-start: ${theme.space[5]};
  padding: ${theme.space[3]};
  border: ${theme.borderWidth.thin} dashed ${theme.color.accent};
  border-radius: ${theme.radius.md};
  background: ${theme.color.accentSubtle};
  font-size: ${theme.font.size.sm};

  &::before {
    content: '';
    position: absolute;
    inset-inline-start: calc(-1 * ${theme.space[4]});
    top: calc(-1 * ${theme.space[3]});
    width: ${theme.space[3]};
    height: calc(50% + ${theme.space[3]});
    border-inline-start: ${theme.borderWidth.thick} solid ${theme.color.border};
    border-bottom: ${theme.borderWidth.thick} solid ${theme.color.border};
    border-end-start-radius: ${theme.radius.md};
  }
  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
    color: ${theme.color.accent};
  }
  ${theme.media.md} {
    margin-inline-start: calc(${theme.size.deviceImage} + ${theme.space[4]});
  }
`;

export const CartExchangeText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  & > strong {
    font-weight: ${theme.font.weight.semibold};
  }
  & > span {
    color: ${theme.color.textMuted};
  }
`;

export const CartExchangeValue = styled.span`
  font-weight: ${theme.font.weight.bold};
  color: ${theme.color.success};
  font-variant-numeric: tabular-nums;
`;
