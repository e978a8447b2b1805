import type { FilterChip } from '@nirmal/design-system';
import type { Facet } from '@nirmal/domain/contract';
import { formatInrFromPaise } from '@nirmal/format';
import { FACET_PARAMS, type ListingView } from './listing-params.ts';

const PRICE_PARAMS = ['minPrice', 'maxPrice'];

/** The listing's address without the given choices, from its first page again. */
function without(pathname: string, params: URLSearchParams, drop: (key: string, value: string) => boolean) {
  const kept = new URLSearchParams(
    [...params].filter(([key, value]) => key !== 'page' && !drop(key, value)),
  ).toString();
  return kept ? `${pathname}?${kept}` : pathname;
}

function priceLabel({ minPricePaise: min, maxPricePaise: max }: ListingView): string | null {
  if (min !== undefined && max !== undefined)
    return `Price: ${formatInrFromPaise(min)} to ${formatInrFromPaise(max)}`;
  if (min !== undefined) return `Price: from ${formatInrFromPaise(min)}`;
  if (max !== undefined) return `Price: up to ${formatInrFromPaise(max)}`;
  return null;
}

/**
 * The choices narrowing a listing as removable chips, each linking to the address without it (the
 * sort, the search and the other choices kept), and the address with none of them.
 */
export function appliedFilters(
  facets: readonly Facet[],
  view: ListingView,
  pathname: string,
  params: URLSearchParams,
): { chips: FilterChip[]; clearAll: FilterChip } {
  const ticked = Object.entries(view.filters).flatMap(([key, values = []]) => {
    const facet = facets.find((candidate) => candidate.key === key);
    const options = facet?.kind === 'options' ? facet.options : [];
    return values.map((value) => ({
      label: `${facet?.label ?? key}: ${options.find((option) => option.value === value)?.label ?? value}`,
      href: without(pathname, params, (param, given) => param === key && given === value),
    }));
  });
  const price = priceLabel(view);
  const narrowing = new Set<string>([...FACET_PARAMS, ...PRICE_PARAMS]);
  return {
    chips: [
      ...ticked,
      ...(price
        ? [{ label: price, href: without(pathname, params, (key) => PRICE_PARAMS.includes(key)) }]
        : []),
    ],
    clearAll: { label: 'Clear all', href: without(pathname, params, (key) => narrowing.has(key)) },
  };
}
