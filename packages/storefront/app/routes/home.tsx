import {
  ArrowRightIcon,
  CategoryTile,
  Grid,
  Hero,
  Link,
  OfferBanner,
  Stack,
  type HeroProductItem,
} from '@nirmal/design-system';
import { catalogueQueries, contentQueries, DEVICES_PATH, type CatalogueClient } from '@nirmal/domain';
import { IN_STOCK_FILTER, type Listing } from '@nirmal/domain/contract';
import { rupeesFromPaise } from '@nirmal/format';
import { HydrationBoundary, useQueries, useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { ProductGrid, productPath } from '../catalogue/ProductGrid.tsx';
import { RecentlyViewed } from '../catalogue/RecentlyViewed.tsx';
import { categoryLinks } from '../catalogue/search-path.ts';
import { JsonLd, seoMeta } from '../catalogue/seo.tsx';
import { HomePromoOffer } from '../promo/HomePromoOffer.tsx';
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

/** The first of each category's best sellers, for the hero: up to three products with their pictures. */
function heroProducts(listings: readonly Listing[]): HeroProductItem[] {
  return listings.flatMap(({ products: [first] }) =>
    first?.imageUrl
      ? [
          {
            name: first.name,
            href: productPath(first.slug),
            imageSrc: first.imageUrl,
            price: rupeesFromPaise(first.pricePaise),
            mrp: rupeesFromPaise(first.mrpPaise),
          },
        ]
      : [],
  );
}

/**
 * The hero with products and the current offer, the offers, the categories as picture tiles and
 * the best sellers, as the content service and the catalogue give them; the page goes on without
 * what cannot be had.
 */
function HomeContent({ categories }: { categories: string[] }) {
  const { content, catalogue } = useClients();
  const { data: home } = useQuery(contentQueries.home(content));
  const listings = useQueries({ queries: categories.map((path) => bestSellers(catalogue, path)) }).flatMap(
    ({ data }) => (data ? [data] : []),
  );
  const offers = home?.offers ?? [];
  return (
    <>
      <Hero
        title={home?.hero.title ?? 'Nirmal'}
        text={home?.hero.text}
        action={home?.hero.action ?? undefined}
        offer={offers[0]?.title}
        products={heroProducts(listings)}
        productsLabel="Best sellers"
      />
      {offers.length > 0 && (
        <Stack as="section" gap={3} aria-labelledby="offers">
          <h2 id="offers">Offers</h2>
          <Grid as="ul" columns={{ base: 1, md: 3 }} gap={3}>
            {offers.map((offer) => (
              <li key={offer.id}>
                <OfferBanner title={offer.title} text={offer.text} link={offer.link} />
              </li>
            ))}
          </Grid>
        </Stack>
      )}
      {listings.length > 0 && (
        <>
          <Stack as="section" gap={3} aria-labelledby="shop-by-category">
            <h2 id="shop-by-category">Shop by category</h2>
            <Grid as="ul" columns={{ base: 2, md: 3 }} gap={3}>
              {listings.map(({ category, products }) => (
                <li key={category.path}>
                  <CategoryTile
                    name={category.name}
                    href={`/c/${category.path}`}
                    imageSrc={products[0]?.imageUrl ?? null}
                    caption={category.children.map(({ name }) => name).join(', ') || undefined}
                  />
                </li>
              ))}
            </Grid>
          </Stack>
          <Stack as="section" gap={3} aria-labelledby="best-sellers">
            <h2 id="best-sellers">Best sellers</h2>
            <ProductGrid products={listings.flatMap(({ products }) => products)} headingLevel="h3" />
          </Stack>
        </>
      )}
      <HomePromoOffer offer={home?.promoOffer} />
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
        <HomeContent categories={loaderData.categories} />
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
