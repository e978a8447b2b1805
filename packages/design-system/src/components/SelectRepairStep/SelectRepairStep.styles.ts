import styled from 'styled-components';
import { bareFieldset } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const RepairFieldset = styled.fieldset`
  ${bareFieldset}
  gap: ${theme.space[2]};
`;

export const RepairLegend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space[2]};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
`;

export const RepairItems = styled.ul`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

// The choice on the left, its price on the right; the row is marked when chosen.
export const RepairItem = styled.li`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  transition: border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};

  &:where([data-checked]) {
    border-color: ${theme.color.brand};
    background: ${theme.color.brandSubtle};
  }
  [data-invalid] & {
    border-color: ${theme.color.danger};
  }
`;

export const RepairPrice = styled.span`
  flex-shrink: 0;
  padding-top: calc((${theme.size.targetMin} - 1lh) / 2);
  font-weight: ${theme.font.weight.semibold};
  white-space: nowrap;

  &:where([data-unknown]) {
    max-width: calc(${theme.space[9]} * 2);
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.regular};
    text-align: end;
    white-space: normal;
  }
`;

export const RepairTotal = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[1]} ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceSunken};

  & > span:first-child {
    font-weight: ${theme.font.weight.semibold};
  }
  & > p {
    flex-basis: 100%;
    margin: 0;
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.xs};
  }
`;
