import { ArrowRightIcon, Grid, Link, Stack } from '@nirmal/design-system';
import { catalogueQueries, contentQueries, DEVICES_PATH, type CatalogueClient } from '@nirmal/domain';
import { IN_STOCK_FILTER } from '@nirmal/domain/contract';
import { HydrationBoundary, useQueries, useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { CategoryLinkList } from '../catalogue/CategoryLinkList.tsx';
import { ProductGrid } from '../catalogue/ProductGrid.tsx';
import { RecentlyViewed } from '../catalogue/RecentlyViewed.tsx';
import { categoryLinks } from '../catalogue/search-path.ts';
import { JsonLd, seoMeta } from '../catalogue/seo.tsx';
import { prefetch, requestState, warnUnavailable } from '../server/request-state.server.ts';
import { useClients, useStores } from '../state/app-state.tsx';
import type { Route } from './+types/home';

const BEST_SELLERS_PER_CATEGORY = 2;

/** The best rated of each top category that can be bought now, and the category's own links with it. */
const bestSellers = (catalogue: CatalogueClient, category: string) => ({
  ...catalogueQueries.listing(catalogue, {
    category,
    filters: { availability: [IN_STOCK_FILTER] },
    sort: 'rating',
    pageSize: BEST_SELLERS_PER_CATEGORY,
  }),
  // The home page shows without them when the catalogue cannot answer.
  meta: { optional: true },
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const { content, catalogue } = requestState(context).clients;
  const header = await content.header().catch((error: unknown) => {
    warnUnavailable(context, 'header', error);
    return null;
  });
  const categories = categoryLinks(header?.nav ?? []).map(({ href }) => href.slice('/c/'.length));
  const dehydratedState = await prefetch(
    context,
    contentQueries.home(content),
    ...categories.map((path) => bestSellers(catalogue, path)),
  );
  return { dehydratedState, categories, origin: new URL(request.url).origin };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: 'Nirmal | Water purifiers, air purifiers and vacuum cleaners',
    description: 'Buy Nirmal purifiers and vacuum cleaners, renew your AMC and book service visits online.',
    canonicalUrl: `${loaderData?.origin ?? ''}/`,
  });

/** The hero and current offers, as the content service publishes them; the page goes on without them. */
function HomeContent() {
  const { content } = useClients();
  const { data: home } = useQuery(contentQueries.home(content));
  if (!home) return <h1>Nirmal</h1>;
  const { hero, offers } = home;
  return (
    <>
      <Stack as="section" gap={3}>
        <h1>{hero.title}</h1>
        <p>{hero.text}</p>
        {hero.action && (
          <Link href={hero.action.href} variant="standalone" endIcon={<ArrowRightIcon />}>
            {hero.action.label}
          </Link>
        )}
      </Stack>
      {offers.length > 0 && (
        <Stack as="section" gap={3} aria-labelledby="offers">
          <h2 id="offers">Offers</h2>
          <Grid as="ul" columns={{ base: 1, md: 3 }} gap={3}>
            {offers.map((offer) => (
              <Stack as="li" key={offer.id} gap={2}>
                <h3>{offer.title}</h3>
                <p>{offer.text}</p>
                <Link href={offer.link.href} variant="standalone" endIcon={<ArrowRightIcon />}>
                  {offer.link.label}
                </Link>
              </Stack>
            ))}
          </Grid>
        </Stack>
      )}
    </>
  );
}

function Catalogue({ categories }: { categories: string[] }) {
  const { catalogue } = useClients();
  const listings = useQueries({ queries: categories.map((path) => bestSellers(catalogue, path)) }).flatMap(
    ({ data }) => (data ? [data] : []),
  );
  if (listings.length === 0) return null;
  return (
    <>
      <Stack as="section" gap={3} aria-labelledby="shop-by-category">
        <h2 id="shop-by-category">Shop by category</h2>
        <Grid as="ul" columns={{ base: 1, md: 3 }} gap={3}>
          {listings.map(({ category }) => (
            <li key={category.path}>
              <Stack gap={2}>
                <Link href={`/c/${category.path}`} variant="standalone" endIcon={<ArrowRightIcon />}>
                  {category.name}
                </Link>
                <CategoryLinkList categories={category.children} label={category.name} />
              </Stack>
            </li>
          ))}
        </Grid>
      </Stack>
      <Stack as="section" gap={3} aria-labelledby="best-sellers">
        <h2 id="best-sellers">Best sellers</h2>
        <ProductGrid products={listings.flatMap(({ products }) => products)} headingLevel="h3" />
      </Stack>
    </>
  );
}

const Home = observer(function Home({ loaderData }: Route.ComponentProps) {
  const { profile } = useStores();
  return (
    <Stack gap={6}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'Nirmal',
          url: `${loaderData.origin}/`,
          logo: `${loaderData.origin}/favicon.svg`,
        }}
      />
      <HydrationBoundary state={loaderData.dehydratedState}>
        <HomeContent />
        <Catalogue categories={loaderData.categories} />
      </HydrationBoundary>
      <RecentlyViewed />
      <Stack as="section" gap={3} aria-labelledby="service-and-amc">
        <h2 id="service-and-amc">Service and AMC</h2>
        <Stack gap={2}>
          <Link href="/customer-service-and-amc" variant="standalone" endIcon={<ArrowRightIcon />}>
            Book a service or compare AMC plans
          </Link>
          <Link href={DEVICES_PATH} variant="standalone" endIcon={<ArrowRightIcon />}>
            {profile.isLoggedIn ? 'Go to my devices' : 'Sign in to see your devices'}
          </Link>
        </Stack>
      </Stack>
    </Stack>
  );
});

export default Home;
