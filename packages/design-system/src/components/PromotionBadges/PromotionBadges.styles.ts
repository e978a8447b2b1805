import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { childIcon, chipList } from '../../internal/styles/mixins.ts';

export const PromotionBadgesRoot = styled.ul`
  ${chipList}
`;

export const PromotionBadge = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: ${theme.size.targetMin};
  padding: ${theme.space[1]} ${theme.space[2]};
  border: ${theme.borderWidth.thin} solid ${theme.color.accent};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accentSubtle};
  color: ${theme.color.accent};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};

  ${childIcon(theme.size.iconSm)}
  [data-size='sm'] > & {
    min-height: ${theme.size.iconMd};
    padding: 0 ${theme.space[2]};
    font-size: ${theme.font.size.xs};
  }
`;
