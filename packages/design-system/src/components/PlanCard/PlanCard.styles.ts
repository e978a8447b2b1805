import styled from 'styled-components';
import { cardTitle, stackedCard } from '../../internal/styles/card.ts';
import { badge } from '../../internal/styles/badge.ts';
import { theme } from '../../theme/theme.ts';

// In a row of cards (a grid, or a list item in one) the card takes the row's height and its
// action keeps to the bottom, so buttons line up whatever the number of benefits.
export const PlanCardRoot = styled.article`
  position: relative;
  ${stackedCard}
  min-width: 0;
  height: 100%;
  box-shadow: ${theme.shadow.sm};
  transition-property: border-color, box-shadow;
  transition-duration: ${theme.motion.duration.fast};
  transition-timing-function: ${theme.motion.easing.standard};

  &:where([data-recommended]) {
    border-color: ${theme.color.accent};
  }
  &:where([data-selected]) {
    border-color: ${theme.color.brand};
    box-shadow:
      inset 0 0 0 ${theme.borderWidth.thin} ${theme.color.brand},
      ${theme.shadow.md};
  }
  &:where([data-disabled]) {
    border-style: dashed;
    background: ${theme.color.surfaceSunken};
    box-shadow: none;
    color: ${theme.color.textMuted};
  }
  &:where([data-disabled]) svg {
    color: ${theme.color.textMuted};
  }
`;

// The tags sit on the card's top edge, taking no line of their own, so the tier, price and
// benefits of cards side by side start at the same height whether or not a card is tagged.
export const PlanTags = styled.div`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: ${theme.space[4]};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  transform: translateY(-50%);

  &:where(:empty) {
    display: none;
  }
`;

export const PlanTag = styled.span`
  ${badge}
  gap: ${theme.space[1]};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};

  & > svg {
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
  }
  &:where([data-kind='recommended']) {
    background: ${theme.color.accentSubtle};
    color: ${theme.color.accent};
  }
  &:where([data-kind='selected']) {
    background: ${theme.color.brand};
    color: ${theme.color.textOnBrand};
  }
`;

export const PlanHeading = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  ${cardTitle}
`;

export const PlanDuration = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;

export const PlanBenefits = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.font.size.sm};

  & > li {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[2]};
  }
  & svg {
    flex-shrink: 0;
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
    margin-top: calc((1lh - ${theme.size.iconSm}) / 2);
    color: ${theme.color.success};
  }
`;

export const PlanAction = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin-top: auto;
`;

export const PlanUnavailable = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.color.text};
`;
