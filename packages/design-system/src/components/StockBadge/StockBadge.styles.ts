import styled from 'styled-components';
import { badge, badgeIcon } from '../../internal/styles/badge.ts';
import { theme } from '../../theme/theme.ts';
import type { StockStatus } from '../../vocabulary/index.ts';

const statusColours: Record<StockStatus, { text: string; surface: string }> = {
  in_stock: { text: theme.color.success, surface: theme.color.successSubtle },
  low_stock: { text: theme.color.warning, surface: theme.color.warningSubtle },
  out_of_stock: { text: theme.color.danger, surface: theme.color.dangerSubtle },
};

// One static selector per status, generated once from the vocabulary.
const statusSelectors = Object.entries(statusColours)
  .map(
    ([status, { text, surface }]) =>
      `&:where([data-status='${status}']) { color: ${text}; background: ${surface}; }`,
  )
  .join('\n');

export const StockBadgeRoot = styled.span`
  ${badge}
  gap: ${theme.space[1]};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  white-space: nowrap;

  ${badgeIcon}
  &:where([data-size='sm']) {
    min-height: ${theme.size.iconMd};
    font-size: ${theme.font.size.xs};
  }
  ${statusSelectors}
`;
