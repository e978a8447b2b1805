import type { ComponentPropsWithRef } from 'react';
import { identity } from '../../internal/identity.ts';
import { SpecTableRoot } from './SpecTable.styles.ts';

/** One specification: what it is and its value, as text. */
export type SpecRow = { label: string; value: string };

export type SpecTableProps = Omit<ComponentPropsWithRef<'table'>, 'children'> & {
  /** The rows, in the order the maker lists them. */
  rows: readonly SpecRow[];
  /** The group's name above the table ("Purification"), which also names it. @default undefined */
  caption?: string;
};

/**
 * A product's specifications of one group as a two-column table: each label a row header, so a
 * screen reader reads "Storage, 8 litres". Columns line up and rows are banded.
 */
export function SpecTable({ rows, caption, ...rest }: SpecTableProps) {
  return (
    <SpecTableRoot {...rest} {...identity('SpecTable')}>
      {caption && <caption>{caption}</caption>}
      <tbody>
        {rows.map(({ label, value }) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </SpecTableRoot>
  );
}
