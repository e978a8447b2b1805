import type { ComponentPropsWithRef, ReactNode } from 'react';
import { identity } from '../../internal/identity.ts';
import { DescriptionListRoot } from './DescriptionList.styles.ts';

/** One label and its value. */
export type DescriptionListItem = {
  /** Stable key of the pair; the label when it is a string and no id is given. */
  id?: string;
  /** What the value is, e.g. "Installed at". */
  label: ReactNode;
  /** The value, e.g. "Flat 402, Tower B, Whitefield". `null`, `undefined` or `''` shows `emptyText`. */
  value?: ReactNode;
};

export type DescriptionListProps = Omit<ComponentPropsWithRef<'dl'>, 'children'> & {
  /** The pairs, in reading order. */
  items: ReadonlyArray<DescriptionListItem>;
  /**
   * `responsive`: label above value on a phone, labels in a column beside their values from the md
   * breakpoint up; `stacked`: label above value at every width (narrow columns, sidebars).
   * @default 'responsive'
   */
  layout?: 'responsive' | 'stacked';
  /** Shown for a value that is missing, so a label never stands alone. @default 'Not available' */
  emptyText?: ReactNode;
};

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === '' || value === false;

/**
 * Label and value pairs as a description list (`<dl>`): a device's details, an order's plan. Stacked
 * on a phone and a two-column grid on wider screens, with every label in one aligned column.
 */
export function DescriptionList({
  items,
  layout = 'responsive',
  emptyText = 'Not available',
  ...rest
}: DescriptionListProps) {
  return (
    <DescriptionListRoot data-layout={layout} {...rest} {...identity('DescriptionList')}>
      {items.map((item, index) => (
        <div key={item.id ?? (typeof item.label === 'string' ? item.label : index)}>
          <dt>{item.label}</dt>
          <dd data-empty={isEmpty(item.value) || undefined}>
            {isEmpty(item.value) ? emptyText : item.value}
          </dd>
        </div>
      ))}
    </DescriptionListRoot>
  );
}
