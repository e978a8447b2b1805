import { Button, Checkbox, Select, Stack, TextField } from '@nirmal/design-system';
import type { Facet } from '@nirmal/domain/contract';
import { rupeesFromPaise } from '@nirmal/format';
import type { FormEvent } from 'react';
import { Form, useSubmit } from 'react-router';
import { SORT_OPTIONS, type ListingView } from './listing-params.ts';
import { FacetGroup, FiltersDisclosure } from './FacetForm.styles.ts';

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
 * The listing's filters and sort as one GET form: the address holds every choice, so a listing can
 * be shared and the back button works, and it filters with a plain submit before the JavaScript
 * has loaded; after, each tick or sort submits at once. Give it a `key` of the address, so the
 * back button shows the choices of the address it returns to.
 */
export function FacetForm({
  facets,
  view,
  hidden = {},
}: {
  facets: readonly Facet[];
  view: ListingView;
  hidden?: Record<string, string>;
}) {
  const submit = useSubmit();
  // With the JavaScript, the address keeps only real choices: no empty price, no default sort.
  const submitChoices = (form: HTMLFormElement) => {
    const choices = [...new FormData(form)].filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && entry[1] !== '' && !(entry[0] === 'sort' && entry[1] === 'relevance'),
    );
    void submit(new URLSearchParams(choices), { method: 'get', preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitChoices(event.currentTarget);
  };
  const ticked = Object.values(view.filters).flat().length;
  return (
    <Form
      method="get"
      onChange={(event) => {
        // A price is typed over several keys: it goes with Apply or Enter.
        if (event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') return;
        submitChoices(event.currentTarget);
      }}
      onSubmit={onSubmit}
      aria-label="Filter and sort"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Stack gap={4}>
        <Select name="sort" label="Sort by" options={SORT_OPTIONS} defaultValue={view.sort} />
        {facets.length > 0 && (
          <FiltersDisclosure>
            <summary>Filters{ticked > 0 ? ` (${ticked})` : ''}</summary>
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
            </Stack>
          </FiltersDisclosure>
        )}
        <div>
          <Button type="submit" variant="secondary">
            Apply
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
