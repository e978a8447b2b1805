import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { amcTiers } from '../../vocabulary/index.ts';

// One static selector per tier, generated once from the vocabulary.
const tierColours = amcTiers
  .map((tier) => {
    const colour = theme.color.tier[tier.toLowerCase() as Lowercase<typeof tier>];
    return `&:where([data-tier='${tier}']) { color: ${colour.text}; background: ${colour.surface}; border-color: ${colour.border}; }`;
  })
  .join('\n');

export const TierBadgeRoot = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.size.targetMin};
  padding: 0 ${theme.space[3]};
  border: ${theme.borderWidth.thin} solid;
  border-radius: ${theme.radius.pill};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  white-space: nowrap;

  &:where([data-size='sm']) {
    min-height: ${theme.size.iconMd};
    padding: 0 ${theme.space[2]};
    font-size: ${theme.font.size.xs};
  }
  ${tierColours}
`;
