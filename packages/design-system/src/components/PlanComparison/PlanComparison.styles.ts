import styled from 'styled-components';
import { childIcon, focusRing } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

// Scrolls sideways on a phone; focusable so keyboard users can scroll it too.
export const PlanComparisonRoot = styled.div`
  max-width: 100%;
  overflow-x: auto;
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  overscroll-behavior-x: contain;
  ${focusRing}
`;

export const ComparisonTable = styled.table`
  width: 100%;
  min-width: ${theme.size.dialogLg};
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.tight};

  & caption {
    padding: ${theme.space[3]} ${theme.space[4]};
    font-size: ${theme.font.size.md};
    font-weight: ${theme.font.weight.semibold};
    text-align: start;
  }
  & th,
  & td {
    padding: ${theme.space[3]};
    border-top: ${theme.borderWidth.thin} solid ${theme.color.border};
    vertical-align: middle;
  }
  & thead th {
    background: ${theme.color.surfaceSunken};
    text-align: center;
  }
  & td {
    text-align: center;
  }
  /* The first column stays put while the tiers scroll under it. */
  & th:first-child,
  & td:first-child {
    position: sticky;
    left: 0;
    z-index: ${theme.zIndex.raised};
    min-width: calc(${theme.size.dialogSm} / 2);
    border-inline-end: ${theme.borderWidth.thin} solid ${theme.color.border};
    background: ${theme.color.surface};
    font-weight: ${theme.font.weight.medium};
    text-align: start;
  }
  & thead th:first-child {
    background: ${theme.color.surfaceSunken};
  }
  & [data-selected] {
    background: ${theme.color.brandSubtle};
  }
  & thead th[data-selected] {
    box-shadow: inset 0 ${theme.borderWidth.thick} 0 ${theme.color.brand};
  }
`;

export const ColumnHead = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[1]};
`;

export const RecommendedTag = styled.span`
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  color: ${theme.color.accent};
`;

export const CellMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[1]};

  ${childIcon(theme.size.iconMd)}
  &:where([data-included]) > svg {
    color: ${theme.color.success};
  }
  &:where(:not([data-included])) {
    color: ${theme.color.textMuted};
  }
`;

export const PriceCell = styled.div`
  display: flex;
  justify-content: center;
`;
