import styled from 'styled-components';
import { focusRing } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const RatingSummaryRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  color: ${theme.color.text};

  ${theme.media.md} {
    flex-direction: row;
    align-items: flex-start;
    gap: ${theme.space[6]};
  }
`;

export const RatingSummaryHeadline = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  column-gap: ${theme.space[3]};
  row-gap: ${theme.space[1]};
`;

export const RatingSummaryAverage = styled.span`
  grid-row: span 2;
  font-size: ${theme.font.size.xxxl};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.font.lineHeight.tight};
`;

export const RatingSummaryCount = styled.span`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;

export const RatingSummaryBars = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  flex: 1;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// A row is a bar between its stars and its share; as a button it toggles the filter by its stars.
export const RatingSummaryRow = styled.div`
  display: grid;
  grid-template-columns: 6ch 1fr 4ch;
  align-items: center;
  gap: ${theme.space[2]};
  width: 100%;
  min-height: ${theme.size.targetMin};
  padding: 0 ${theme.space[1]};
  border: ${theme.borderWidth.thin} solid transparent;
  border-radius: ${theme.radius.sm};
  background: none;
  color: inherit;
  font: inherit;
  font-size: ${theme.font.size.sm};
  text-align: start;
  font-variant-numeric: tabular-nums;

  &:where(button) {
    cursor: pointer;
  }
  &:where(button:hover) {
    background: ${theme.color.surfaceSunken};
  }
  &:where([aria-pressed='true']) {
    border-color: ${theme.color.brand};
    background: ${theme.color.brandSubtle};
  }
  & > span:nth-child(3) {
    text-align: end;
    color: ${theme.color.textMuted};
  }
  ${focusRing}
`;

// The share is a custom property set on the element: one static rule draws every bar.
export const RatingSummaryBar = styled.span`
  height: ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: linear-gradient(
    to right,
    ${theme.color.warningAccent} var(--share, 0%),
    ${theme.color.surfaceMuted} var(--share, 0%)
  );
`;
