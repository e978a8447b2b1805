import styled from 'styled-components';
import { badge, badgeIcon } from '../../internal/styles/badge.ts';
import { theme } from '../../theme/theme.ts';

export const TechnologyTagRoot = styled.span`
  ${badge}
  gap: ${theme.space[1]};
  border: ${theme.borderWidth.thin} solid ${theme.color.accent};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.accentSubtle};
  color: ${theme.color.accent};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.bold};
  letter-spacing: ${theme.font.letterSpacing.wide};
  line-height: ${theme.font.lineHeight.tight};
  white-space: nowrap;

  ${badgeIcon}
  &:where([data-size='sm']) {
    min-height: ${theme.size.iconMd};
    padding: 0 ${theme.space[1]};
    font-size: ${theme.font.size.xs};
  }
  &:where([data-technology='RO']) {
    border-color: ${theme.color.brand};
    background: ${theme.color.brandSubtle};
    color: ${theme.color.brand};
  }
`;
