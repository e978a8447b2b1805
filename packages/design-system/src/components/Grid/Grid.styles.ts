import styled from 'styled-components';
import { media, type Breakpoint } from '../../tokens/index.ts';
import { theme } from '../../theme/theme.ts';
import { gridColumnCounts } from './gridColumns.ts';

const breakpointNames: Breakpoint[] = ['sm', 'md', 'lg', 'xl'];

// Generated once: one static selector per count and breakpoint, never a per-render style.
const columns = (attribute: string) =>
  gridColumnCounts
    .map(
      (count) =>
        `&:where([${attribute}='${count}']) { grid-template-columns: repeat(${count}, minmax(0, 1fr)); }`,
    )
    .join('\n');
const responsiveColumns = [
  columns('data-columns'),
  ...breakpointNames.map((name) => `${media[name]} { ${columns(`data-columns-${name}`)} }`),
].join('\n');
// Row gaps come after gaps so `rowGap` wins over `gap` at equal specificity.
const gaps = [
  ...Object.entries(theme.space).map(([step, gap]) => `&:where([data-gap='${step}']) { gap: ${gap}; }`),
  ...Object.entries(theme.space).map(
    ([step, gap]) => `&:where([data-row-gap='${step}']) { row-gap: ${gap}; }`,
  ),
].join('\n');

export const GridRoot = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;

  ${gaps}
  ${responsiveColumns}

  &:where([data-align='start']) {
    align-items: start;
  }
  &:where([data-align='center']) {
    align-items: center;
  }
  &:where([data-align='end']) {
    align-items: end;
  }
`;
