import styled from 'styled-components';
import { childIcon, chipList } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const ProductAssurancesRoot = styled.ul`
  ${chipList}
`;

export const Assurance = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  padding: ${theme.space[1]} ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.successSubtle};
  color: ${theme.color.success};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};

  ${childIcon(theme.size.iconSm)}
`;
