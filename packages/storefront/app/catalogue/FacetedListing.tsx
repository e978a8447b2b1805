import {
  Button,
  Checkbox,
  Disclosure,
  FilterChips,
  Select,
  SidebarLayout,
  Stack,
  TextField,
} from '@nirmal/design-system';
import type { Facet } from '@nirmal/domain/contract';
import { formatCount, rupeesFromPaise } from '@nirmal/format';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { Form, useLocation, useSearchParams, useSubmit } from 'react-router';
import { changedControlState, useRefocusChanged } from '../routing/refocus-changed.ts';
import { appliedFilters } from './applied-filters.ts';
import { SORT_OPTIONS, type ListingView } from './listing-params.ts';
import { FacetGroup } from './FacetedListing.styles.ts';

/** The one form of a listing's choices; the sort above the results belongs to it by this id. */
const LISTING_FORM = 'listing-choices';

/** One end of the price range, typed in whole rupees; the range's own end shows as its placeholder. */
function PriceField({
  name,
  label,
  placeholderPaise,
  paise,
}: {
  name: string;
  label: string;
  placeholderPaise: number;
  paise: number | undefined;
}) {
  return (
    <TextField
      name={name}
      label={label}
      inputMode="numeric"
      placeholder={String(rupeesFromPaise(placeholderPaise))}
      defaultValue={paise === undefined ? '' : String(rupeesFromPaise(paise))}
    />
  );
}

/**
 * A listing's results with its filters and sort, all one GET form: the address holds every choice,
 * so a listing can be shared and the back button works, and it filters with a plain submit before
 * the JavaScript has loaded; after, each tick or sort submits at once. The filters are a column
 * beside the results on a desktop and fold above them on a phone; the count, a compact sort and
 * the applied filters as removable chips head the results. Give it a `key` of the address, so the
 * back button shows the choices of the address it returns to.
 */
export function FacetedListing({
  facets,
  view,
  totalItems,
  hidden = {},
  children,
}: {
  facets: readonly Facet[];
  view: ListingView;
  /** How many products the choices leave. */
  totalItems: number;
  hidden?: Record<string, string>;
  /** The results. */
  children: ReactNode;
}) {
  const submit = useSubmit();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // With the JavaScript, the address keeps only real choices: no empty price, no default sort; what
  // the listing is (a search) leads, then the sort, wherever its select stands in the page.
  const rank = (name: string) => (Object.hasOwn(hidden, name) ? 0 : name === 'sort' ? 1 : 2);
  const form = useRef<HTMLFormElement>(null);
  // A filter ticked on a phone keeps its sheet open, and the focus, for the next one.
  const refocused = useRefocusChanged(form);
  /** Sends the choices; `changed`, the control whose change sends them, keeps the focus. */
  const submitChoices = (form: HTMLFormElement, changed?: EventTarget) => {
    const choices = [...new FormData(form)]
      .filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' &&
          entry[1] !== '' &&
          !(entry[0] === 'sort' && entry[1] === 'relevance'),
      )
      .sort(([a], [b]) => rank(a) - rank(b));
    void submit(new URLSearchParams(choices), {
      method: 'get',
      preventScrollReset: true,
      state: changedControlState(changed ?? null),
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitChoices(event.currentTarget);
  };
  const { chips, clearAll } = appliedFilters(facets, view, pathname, params);
  const filters = (
    <Form
      ref={form}
      id={LISTING_FORM}
      method="get"
      onChange={(event) => {
        // A price is typed over several keys: it goes with Apply or Enter.
        if (event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') return;
        submitChoices(event.currentTarget, event.target);
      }}
      onSubmit={onSubmit}
      aria-label="Filters"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Disclosure
        alwaysOpenFrom="lg"
        defaultOpen={refocused}
        summary={`Filters${chips.length > 0 ? ` (${chips.length})` : ''}`}
      >
        <Stack gap={4}>
          {facets.map((facet) =>
            facet.kind === 'range' ? (
              <FacetGroup key={facet.key}>
                <legend>{facet.label} (₹)</legend>
                <Stack direction="row" gap={2}>
                  <PriceField
                    name="minPrice"
                    label="From"
                    placeholderPaise={facet.minPaise}
                    paise={view.minPricePaise}
                  />
                  <PriceField
                    name="maxPrice"
                    label="To"
                    placeholderPaise={facet.maxPaise}
                    paise={view.maxPricePaise}
                  />
                </Stack>
              </FacetGroup>
            ) : (
              <FacetGroup key={facet.key}>
                <legend>{facet.label}</legend>
                <Stack gap={2}>
                  {facet.options.map((option) => (
                    <Checkbox
                      key={option.value}
                      name={facet.key}
                      value={option.value}
                      defaultChecked={option.selected}
                      label={`${option.label} (${option.count})`}
                    />
                  ))}
                </Stack>
              </FacetGroup>
            ),
          )}
          <div>
            <Button type="submit" variant="secondary">
              Apply
            </Button>
          </div>
        </Stack>
      </Disclosure>
    </Form>
  );
  return (
    <SidebarLayout sidebarLabel="Filters" sidebar={filters}>
      <Stack direction="row" gap={3} align="center" justify="between" wrap>
        <p>{formatCount(totalItems)} products</p>
        <Select
          form={LISTING_FORM}
          name="sort"
          label="Sort by"
          labelPosition="inline"
          options={SORT_OPTIONS}
          defaultValue={view.sort}
          onChange={(event) => {
            if (event.currentTarget.form) submitChoices(event.currentTarget.form, event.currentTarget);
          }}
        />
      </Stack>
      <FilterChips chips={chips} clearAll={clearAll} />
      {children}
    </SidebarLayout>
  );
}
