import { Button, EmptyState, Link, SearchField, Stack } from '@nirmal/design-system';
import { recentSearches } from '@nirmal/domain';
import { MIN_SEARCH_LENGTH } from '@nirmal/domain/contract';
import { HydrationBoundary, useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Form, useNavigate, useSearchParams } from 'react-router';
import { CategoryLinkList } from '../catalogue/CategoryLinkList.tsx';
import { catalogueProblem } from '../catalogue/catalogue-problem.server.ts';
import { FacetedListing } from '../catalogue/FacetedListing.tsx';
import { isNarrowed, readListingView } from '../catalogue/listing-params.ts';
import { searchPageQueries } from '../catalogue/listing-pages.ts';
import { ListingProblem } from '../catalogue/ListingProblem.tsx';
import { NoneFiltered } from '../catalogue/NoneFiltered.tsx';
import { ProductGrid } from '../catalogue/ProductGrid.tsx';
import { categoryLinks, searchPath } from '../catalogue/search-path.ts';
import { ShowMore } from '../catalogue/ShowMore.tsx';
import { seoMeta } from '../catalogue/seo.tsx';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { useShellContent } from '../shell/use-shell-content.ts';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/search';

const searchedFor = (params: URLSearchParams) => (params.get('q') ?? '').trim();
const isSearchable = (query: string) => query.length >= MIN_SEARCH_LENGTH;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = searchedFor(url.searchParams);
  const base = { origin: url.origin, query };
  if (!isSearchable(query)) return { ...base, dehydratedState: null, problem: null };
  const { catalogue } = requestState(context).clients;
  try {
    const queries = searchPageQueries(catalogue, query, readListingView(url.searchParams));
    return { ...base, dehydratedState: await prefetch(context, ...queries), problem: null };
  } catch (error) {
    return { ...base, dehydratedState: null, problem: catalogueProblem(context, error) };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta({
    title: loaderData?.query ? `“${loaderData.query}” | Search | Nirmal` : 'Search | Nirmal',
    description: 'Search Nirmal water purifiers, air purifiers and vacuum cleaners.',
    canonicalUrl: `${loaderData?.origin ?? ''}/search`,
  }),
  // Results pages are for shoppers, not for search engines' indexes.
  { name: 'robots', content: 'noindex, follow' },
];

function NothingFound({ query }: { query: string }) {
  const { header } = useShellContent();
  const categories = categoryLinks(header?.nav ?? []);
  return (
    <EmptyState
      title={`No products match “${query}”`}
      description="Check the spelling, try fewer words, or browse a category."
      action={
        <Stack as="ul" gap={2} aria-label="Browse our products">
          {categories.map(({ label, href }) => (
            <li key={href}>
              <Link href={href}>{label}</Link>
            </li>
          ))}
        </Stack>
      }
    />
  );
}

function Results({ query }: { query: string }) {
  const { catalogue } = useClients();
  const [params] = useSearchParams();
  const view = readListingView(params);
  const pages = useQueries({ queries: searchPageQueries(catalogue, query, view) });
  const loaded = pages.flatMap(({ data: page }) => (page ? [page] : []));
  const last = loaded.at(-1);
  useEffect(() => {
    recentSearches.remember(window.localStorage, query);
  }, [query]);
  if (!last) return null;
  const products = loaded.flatMap(({ products: onPage }) => onPage);
  if (products.length === 0 && !isNarrowed(view)) return <NothingFound query={query} />;
  return (
    <Stack gap={4}>
      <CategoryLinkList categories={last.categories} label="Matching categories" />
      <FacetedListing
        key={params.toString()}
        facets={last.facets}
        view={view}
        totalItems={last.pagination.totalItems}
        hidden={{ q: query }}
      >
        {products.length === 0 ? (
          <NoneFiltered clearHref={searchPath(query)} />
        ) : (
          <>
            <ProductGrid products={products} leadsPage />
            <ShowMore
              shown={products.length}
              pagination={last.pagination}
              canShowMore={loaded.length === pages.length}
            />
          </>
        )}
      </FacetedListing>
    </Stack>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, problem, dehydratedState } = loaderData;
  const navigate = useNavigate();
  return (
    <Stack gap={4}>
      <h1>{query ? `Results for “${query}”` : 'Search'}</h1>
      <Form method="get" action="/search" role="search" aria-label="Search products">
        <Stack direction="row" gap={2} align="end">
          <SearchField
            key={query}
            name="q"
            label="Search products"
            defaultValue={query}
            minLength={MIN_SEARCH_LENGTH}
            onSearch={(typed) => void navigate(searchPath(typed))}
          />
          <Button type="submit">Search</Button>
        </Stack>
      </Form>
      {problem && <ListingProblem {...problem} />}
      {!problem && !isSearchable(query) && <p>Type at least {MIN_SEARCH_LENGTH} letters to search.</p>}
      {dehydratedState && (
        <HydrationBoundary state={dehydratedState}>
          <Results query={query} />
        </HydrationBoundary>
      )}
    </Stack>
  );
}
