import styled from 'styled-components';
import { badge, badgeIcon, toneRules } from '../../internal/styles/badge.ts';
import { theme } from '../../theme/theme.ts';

export const WarrantyLabelRoot = styled.span`
  ${badge}
  gap: ${theme.space[1]};
  border-radius: ${theme.radius.sm};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  letter-spacing: ${theme.font.letterSpacing.wide};
  line-height: ${theme.font.lineHeight.tight};
  white-space: nowrap;

  ${badgeIcon}
  ${toneRules('success', 'warning', 'danger')}
`;
