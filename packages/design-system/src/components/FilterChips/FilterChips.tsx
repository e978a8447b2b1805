import type { ComponentPropsWithRef } from 'react';
import { CloseIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useLinkClick } from '../../navigation/index.ts';
import { ClearAllLink, FilterChipLink, FilterChipList, FilterChipsRoot } from './FilterChips.styles.ts';

/** One applied filter: what it says, and the address of the same list without it. */
export type FilterChip = { label: string; href: string };

export type FilterChipsProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The filters applied, in the order the filters list them. Nothing is drawn when empty. */
  chips: readonly FilterChip[];
  /** Names the list of chips. @default 'Applied filters' */
  label?: string;
  /** A link that removes every filter at once, shown with two chips or more. @default undefined */
  clearAll?: FilterChip;
  /** How screen readers hear a chip's link. @default (label) => `Remove filter ${label}` */
  removeLabel?: (label: string) => string;
};

function ChipLink({ chip, removeLabel }: { chip: FilterChip; removeLabel: (label: string) => string }) {
  const onClick = useLinkClick(chip.href);
  return (
    <FilterChipLink href={chip.href} onClick={onClick} aria-label={removeLabel(chip.label)}>
      {chip.label}
      <CloseIcon />
    </FilterChipLink>
  );
}

/**
 * The filters applied to a listing as chips, each a link to the list without it (so it works
 * before the JavaScript), and "Clear all" when there are several.
 */
export function FilterChips({
  chips,
  label = 'Applied filters',
  clearAll,
  removeLabel = (chipLabel) => `Remove filter ${chipLabel}`,
  ...rest
}: FilterChipsProps) {
  const onClearAll = useLinkClick(clearAll?.href);
  if (chips.length === 0) return null;
  return (
    <FilterChipsRoot {...rest} {...identity('FilterChips')}>
      <FilterChipList aria-label={label}>
        {chips.map((chip) => (
          <li key={chip.href}>
            <ChipLink chip={chip} removeLabel={removeLabel} />
          </li>
        ))}
      </FilterChipList>
      {clearAll && chips.length > 1 && (
        <ClearAllLink href={clearAll.href} onClick={onClearAll}>
          {clearAll.label}
        </ClearAllLink>
      )}
    </FilterChipsRoot>
  );
}
