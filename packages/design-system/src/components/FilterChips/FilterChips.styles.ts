import styled from 'styled-components';
import { chipList, focusRing } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const FilterChipsRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

export const FilterChipList = styled.ul`
  ${chipList}
`;

export const FilterChipLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-block-size: ${theme.size.controlSm};
  padding-inline: ${theme.space[3]} ${theme.space[2]};
  border: ${theme.borderWidth.thin} solid ${theme.color.brand};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brandSubtle};
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  text-decoration: none;
  ${focusRing}

  &:where(:hover) {
    background: ${theme.color.brandSubtleHover};
  }
  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
  }
`;

export const ClearAllLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: ${theme.size.controlSm};
  color: ${theme.color.brand};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  ${focusRing}
`;
