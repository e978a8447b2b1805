import styled from 'styled-components';
import { childIcon, focusRing } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

// The benefits column: narrow on a phone so two tiers show beside it, wider from md up.
const labelColumn = `calc(${theme.size.dialogSm} / 3)`;
const labelColumnMd = `calc(${theme.size.dialogSm} / 2)`;

// Scrolls sideways on a phone (the page itself never does); focusable so keyboard users can scroll
// it too. The scroll padding keeps whatever takes focus clear of the sticky benefits column.
// Positioned, so the visually hidden words of the cells (absolutely positioned) are clipped by it:
// without that their containing block was the page, which then scrolled sideways too.
export const PlanComparisonRoot = styled.div`
  position: relative;
  min-width: 0;
  max-width: 100%;
  overflow-x: auto;
  scroll-padding-inline-start: ${labelColumn};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  overscroll-behavior-x: contain;
  ${focusRing}

  ${theme.media.md} {
    scroll-padding-inline-start: ${labelColumnMd};
  }
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
  /* The caption stays in view while the table scrolls sideways under it. */
  & caption > span {
    position: sticky;
    inset-inline-start: ${theme.space[4]};
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
    width: ${labelColumn};
    min-width: ${labelColumn};
    border-inline-end: ${theme.borderWidth.thin} solid ${theme.color.border};
    background: ${theme.color.surface};
    font-weight: ${theme.font.weight.medium};
    text-align: start;
  }
  & thead th:first-child {
    background: ${theme.color.surfaceSunken};
  }
  ${theme.media.md} {
    & th:first-child,
    & td:first-child {
      width: ${labelColumnMd};
      min-width: ${labelColumnMd};
    }
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
