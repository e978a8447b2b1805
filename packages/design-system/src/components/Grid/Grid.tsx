import type { ComponentPropsWithRef } from 'react';
import { identity } from '../../internal/identity.ts';
import type { Breakpoint, SpaceStep } from '../../tokens/index.ts';
import { GridRoot } from './Grid.styles.ts';
import type { GridColumnCount } from './gridColumns.ts';

export type { GridColumnCount };

/** Columns at the 360 px base and, optionally, from each breakpoint up. */
export type GridColumns =
  GridColumnCount | ({ base: GridColumnCount } & Partial<Record<Breakpoint, GridColumnCount>>);

export type GridProps = ComponentPropsWithRef<'div'> & {
  /**
   * Equal columns: a number for every width, or by breakpoint, mobile first
   * (`{ base: 1, sm: 2, lg: 4 }`: one column on a phone, two from 480 px, four from 1024 px).
   * @default 1
   */
  columns?: GridColumns;
  /** Space between cells, a step of the space scale. @default 4 */
  gap?: SpaceStep;
  /** Space between rows when it differs from `gap`. @default undefined */
  rowGap?: SpaceStep;
  /** Vertical alignment of cells in a row; `stretch` makes cards in a row the same height. @default 'stretch' */
  align?: 'stretch' | 'start' | 'center' | 'end';
  /** The element to render: `ul`/`ol` for a list of cards (children are then `li`). @default 'div' */
  as?: 'div' | 'ul' | 'ol' | 'section';
};

/** Lays out cards and tiles in equal columns that change by breakpoint, with a gap from the space scale. */
export function Grid({ columns = 1, gap = 4, rowGap, align = 'stretch', as = 'div', ...rest }: GridProps) {
  const byBreakpoint = typeof columns === 'number' ? { base: columns } : columns;
  return (
    <GridRoot
      as={as}
      data-columns={byBreakpoint.base}
      data-columns-sm={byBreakpoint.sm}
      data-columns-md={byBreakpoint.md}
      data-columns-lg={byBreakpoint.lg}
      data-columns-xl={byBreakpoint.xl}
      data-gap={gap}
      data-row-gap={rowGap}
      data-align={align}
      {...rest}
      {...identity('Grid')}
    />
  );
}
