import { Breadcrumbs, Stack } from '@nirmal/design-system';
import type { Listing } from '@nirmal/domain/contract';
import { HydrationBoundary, useQueries } from '@tanstack/react-query';
import { data, useLocation, useParams, useSearchParams } from 'react-router';
import { CategoryLinkList } from '../catalogue/CategoryLinkList.tsx';
import { catalogueProblem } from '../catalogue/catalogue-problem.server.ts';
import { FacetedListing } from '../catalogue/FacetedListing.tsx';
import { readListingView } from '../catalogue/listing-params.ts';
import { listingPageQueries } from '../catalogue/listing-pages.ts';
import { ListingProblem } from '../catalogue/ListingProblem.tsx';
import { NoneFiltered } from '../catalogue/NoneFiltered.tsx';
import { ProductGrid } from '../catalogue/ProductGrid.tsx';
import { ShowMore } from '../catalogue/ShowMore.tsx';
import { breadcrumbList, JsonLd, seoMeta } from '../catalogue/seo.tsx';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/category';

const CATEGORY_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** The category's trail from home, each step with its address; the page itself last. */
function trail(origin: string, category: Listing['category']) {
  return [
    { name: 'Home', path: '/' },
    ...category.breadcrumb.map(({ name, path }) => ({ name, path: `/c/${path}` })),
  ].map(({ name, path }) => ({ name, path, url: `${origin}${path}` }));
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const category = params['*'] ?? '';
  if (!CATEGORY_PATH.test(category)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const { clients, queryClient } = requestState(context);
  const queries = listingPageQueries(clients.catalogue, category, readListingView(url.searchParams));
  try {
    const dehydratedState = await prefetch(context, ...queries);
    const [first] = queries;
    const listing = first && queryClient.getQueryData(first.queryKey);
    if (!listing) throw new Error('The first page of the listing was not kept');
    return { dehydratedState, problem: null, category: listing.category, origin: url.origin };
  } catch (error) {
    return {
      dehydratedState: null,
      problem: catalogueProblem(context, error),
      category: null,
      origin: url.origin,
    };
  }
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const category = loaderData?.category;
  if (!category || !loaderData) return [{ title: 'Shop | Nirmal' }];
  return seoMeta({
    title: `${category.name} | Nirmal`,
    description:
      category.description ??
      `Shop ${category.name.toLowerCase()} from Nirmal, delivered and installed at home.`,
    canonicalUrl: `${loaderData.origin}/c/${params['*']}`,
  });
};

function CategoryListing() {
  const { catalogue } = useClients();
  const category = useParams()['*'] ?? '';
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const view = readListingView(params);
  const pages = useQueries({ queries: listingPageQueries(catalogue, category, view) });
  const loaded = pages.flatMap(({ data: page }) => (page ? [page] : []));
  const last = loaded.at(-1);
  if (!last) return null;
  const products = loaded.flatMap(({ products: onPage }) => onPage);
  return (
    <FacetedListing
      key={params.toString()}
      facets={last.facets}
      view={view}
      totalItems={last.pagination.totalItems}
    >
      {products.length === 0 ? (
        <NoneFiltered clearHref={pathname} />
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
  );
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, problem, dehydratedState, origin } = loaderData;
  const steps = category ? trail(origin, category) : [];
  return (
    <Stack gap={4}>
      {category && (
        <>
          <Breadcrumbs
            items={steps.map(({ name, path }, index) =>
              index === steps.length - 1 ? { label: name } : { label: name, href: path },
            )}
          />
          <JsonLd data={breadcrumbList(steps)} />
          <h1>{category.name}</h1>
          <CategoryLinkList categories={category.children} label="Subcategories" />
        </>
      )}
      {problem ? (
        <>
          {!category && <h1>Shop</h1>}
          <ListingProblem {...problem} />
        </>
      ) : (
        <HydrationBoundary state={dehydratedState}>
          <CategoryListing />
        </HydrationBoundary>
      )}
    </Stack>
  );
}
