import { SearchOverlay, type SearchResult } from '@nirmal/design-system';
import { catalogueQueries, recentSearches } from '@nirmal/domain';
import { MIN_SEARCH_LENGTH } from '@nirmal/domain/contract';
import { formatInrFromPaise } from '@nirmal/format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { productPath } from '../catalogue/ProductGrid.tsx';
import { searchPath } from '../catalogue/search-path.ts';
import { useClients, useStores } from '../state/app-state.tsx';

/** Suggestions are asked once typing pauses this long, not on every key. */
const TYPING_PAUSE_MS = 150;
const SUGGESTED_PRODUCTS = 4;

function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The shell's search (§2 overlays): recent searches while the box is empty, categories and a few
 * products while typing, and Enter for the results page.
 */
export const ShellSearch = observer(function ShellSearch() {
  const { shell } = useStores();
  const { catalogue } = useClients();
  const navigate = useNavigate();
  const open = shell.panels.search;
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState<string[]>([]);
  const typed = useSettled(query.trim(), TYPING_PAUSE_MS);
  const searchable = typed.length >= MIN_SEARCH_LENGTH;
  const { data, isFetching } = useQuery({
    ...catalogueQueries.search(catalogue, { q: typed, pageSize: SUGGESTED_PRODUCTS }),
    enabled: open && searchable,
    placeholderData: keepPreviousData,
  });

  // Another tab or the results page may have searched since this was last open.
  useEffect(() => {
    if (open) setRecent(recentSearches.load(window.localStorage));
  }, [open]);

  const remember = (text: string) => setRecent(recentSearches.remember(window.localStorage, text));
  // Reopened, the box starts empty again, with the recent searches under it.
  const close = () => {
    shell.setOpen('search', false);
    setQuery('');
  };
  const shown = searchable && query.trim() !== '' ? data : undefined;

  const submit = (text: string) => {
    remember(text);
    close();
    // A suggested category is a listing to browse, anything else a search.
    const category = shown?.categories.find(({ name }) => name === text);
    void navigate(category ? `/c/${category.path}` : searchPath(text));
  };

  const results: SearchResult[] = (shown?.products ?? []).map((product) => ({
    id: product.productId,
    name: product.name,
    href: productPath(product.slug),
    image: product.imageUrl ?? undefined,
    price: formatInrFromPaise(product.pricePaise),
  }));

  return (
    <SearchOverlay
      open={open}
      onOpenChange={(next) => shell.setOpen('search', next)}
      query={query}
      onQueryChange={setQuery}
      onSubmit={submit}
      recentSearches={recent}
      onClearRecent={() => {
        recentSearches.clear(window.localStorage);
        setRecent([]);
      }}
      suggestions={shown?.categories.map(({ name }) => name) ?? []}
      results={results}
      // What the search finds, not the few products previewed: Enter shows them all.
      resultsTotal={shown?.pagination.totalItems}
      onResultClick={() => {
        remember(query.trim());
        close();
      }}
      loading={searchable && isFetching && !shown}
    />
  );
});
