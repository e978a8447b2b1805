import {
  Breadcrumbs,
  Grid,
  Link,
  PriceTag,
  ProductAssurances,
  ProductGallery,
  Rating,
  Stack,
  StockBadge,
} from '@nirmal/design-system';
import {
  ApiCallError,
  catalogueQueries,
  purchaseLimit,
  recentlyViewed,
  reviewQueries,
  type Clients,
} from '@nirmal/domain';
import { productContentQuerySchema, type ProductDetail } from '@nirmal/domain/contract';
import { formatCount, rupeesFromPaise } from '@nirmal/format';
import { HydrationBoundary, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { data } from 'react-router';
import { AddToCart } from '../product/AddToCart.tsx';
import { deliveryPromise, emiLine } from '../product/offer-lines.ts';
import { PincodeCheck } from '../product/PincodeCheck.tsx';
import { ProductBuyBar } from '../product/ProductBuyBar.tsx';
import { ContentSections, Specifications } from '../product/ProductContent.tsx';
import { ProductReviews } from '../reviews/ProductReviews.tsx';
import { reviewPage } from '../reviews/paths.ts';
import { productDescription, productStructuredData, productTrail } from '../product/product-seo.ts';
import { choosePincode } from '../product/pincode.server.ts';
import { JsonLd, breadcrumbList, seoMeta } from '../catalogue/seo.tsx';
import { ProductGrid, productPath } from '../catalogue/ProductGrid.tsx';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { useClients } from '../state/app-state.tsx';
import { AnalyticsEvent } from '../analytics/AnalyticsEvent.tsx';
import type { Route } from './+types/product';

const notFound = () => data(null, { status: 404 });

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const slug = params['*'] ?? '';
  if (!productContentQuerySchema.safeParse({ slug }).success) throw notFound();
  const { clients, queryClient } = requestState(context);
  const { catalogue } = clients;
  const product = await queryClient
    .fetchQuery(catalogueQueries.productDetail(catalogue, slug))
    .catch((error: unknown) => {
      throw error instanceof ApiCallError && error.status === 404 ? notFound() : error;
    });
  const pincode = choosePincode(request, url);
  const dehydratedState = await prefetch(context, ...pageQueries(clients, product, pincode.pincode));
  return data(
    {
      dehydratedState,
      slug,
      pincode: { pincode: pincode.pincode, typed: pincode.typed, error: pincode.error },
      origin: url.origin,
      head: {
        title: `${product.name} | Nirmal`,
        description: productDescription(product),
        imageUrl: product.images[0]?.url,
      },
    },
    pincode.setCookie ? { headers: { 'Set-Cookie': pincode.setCookie } } : undefined,
  );
}

/** What the page shows besides the product: its price now, its stock there (or anywhere) and its neighbours. */
function pageQueries({ catalogue, reviews }: Clients, product: ProductDetail, pincode: string | null) {
  return [
    catalogueQueries.productDetail(catalogue, product.slug),
    catalogueQueries.price(catalogue, product.productId),
    catalogueQueries.offers(catalogue, product.productId),
    pincode
      ? catalogueQueries.availability(catalogue, product.productId, pincode)
      : catalogueQueries.inventory(catalogue, product.productId),
    // The page does without its neighbours when they cannot be had.
    { ...catalogueQueries.related(catalogue, product.productId), meta: { optional: true } },
    // The newest reviews, for search engines (structured data) and the reviews section's first page.
    { ...newestReviews(reviews, product.productId), meta: { optional: true } },
  ];
}

const newestReviews = (reviews: Clients['reviews'], productId: string) =>
  reviewQueries.list(reviews, reviewPage(productId, 'newest', null, 1));

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        ...loaderData.head,
        canonicalUrl: new URL(productPath(loaderData.slug), loaderData.origin).href,
        type: 'product',
      })
    : [];

/** Puts the product first in the recently viewed list (§3) that the home page shows. */
function useRememberViewed({ productId, slug, name, imageUrl, mrpPaise, pricePaise }: ProductDetail) {
  useEffect(() => {
    recentlyViewed.remember(localStorage, { productId, slug, name, imageUrl, mrpPaise, pricePaise });
  }, [productId, slug, name, imageUrl, mrpPaise, pricePaise]);
}

function ProductPage({
  slug,
  origin,
  pincode,
}: Pick<Route.ComponentProps['loaderData'], 'slug' | 'origin' | 'pincode'>) {
  const { catalogue, reviews } = useClients();
  const { data: product } = useSuspenseQuery(catalogueQueries.productDetail(catalogue, slug));
  const { productId } = product;
  const { data: price } = useQuery(catalogueQueries.price(catalogue, productId));
  const { data: offers } = useQuery(catalogueQueries.offers(catalogue, productId));
  const availability = useQuery({
    ...catalogueQueries.availability(catalogue, productId, pincode.pincode ?? ''),
    enabled: pincode.pincode !== null,
  });
  const { data: inventory } = useQuery({
    ...catalogueQueries.inventory(catalogue, productId),
    enabled: pincode.pincode === null,
  });
  const { data: related = [] } = useQuery(catalogueQueries.related(catalogue, product.productId));
  const { data: newest } = useQuery(newestReviews(reviews, productId));
  useRememberViewed(product);

  const answer = pincode.pincode ? (availability.data ?? null) : null;
  const { stockStatus, maxQuantity, blockedReason } = purchaseLimit(product, {
    availability: answer,
    inventory,
  });
  const pricePaise = price?.pricePaise ?? product.pricePaise;
  const mrpPaise = price?.mrpPaise ?? product.mrpPaise;
  const path = productPath(slug);
  const url = new URL(path, origin).href;
  // Priced on the server from today's price; the buy box leaves the lines out when they are missing.
  const emi = emiLine(offers?.emi ?? null);
  const delivery = deliveryPromise(offers?.deliveryDays ?? null);

  return (
    <Stack gap={6}>
      <AnalyticsEvent
        event={{
          event: 'product_viewed',
          product_id: product.productId,
          product_name: product.name,
          value: pricePaise / 100,
          currency: 'INR',
        }}
      />
      <JsonLd data={productStructuredData(product, { url, pricePaise, stockStatus, reviews: newest })} />
      <JsonLd data={breadcrumbList(productTrail(product, url))} />
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          ...product.breadcrumb.map((category) => ({ label: category.name, href: `/c/${category.path}` })),
          { label: product.name },
        ]}
      />
      <Grid columns={{ base: 1, lg: 2 }} gap={6} align="start">
        <ProductGallery images={product.images.map(({ url: src, alt }) => ({ src, alt }))} />
        {/* The buy box: price, delivery, quantity, Add to cart and Buy now in a desktop's first screen. */}
        <Stack gap={3}>
          <h1>{product.name}</h1>
          {product.rating && (
            <Stack direction="row" gap={2} align="center">
              <Rating readOnly value={product.rating.average} size="sm" />
              <span>{formatCount(product.rating.count)} ratings</span>
            </Stack>
          )}
          <Stack gap={1}>
            <PriceTag size="lg" price={rupeesFromPaise(pricePaise)} mrp={rupeesFromPaise(mrpPaise)} />
            <Stack direction="row" gap={3} align="center" wrap>
              <span>Inclusive of all taxes</span>
              <StockBadge
                status={stockStatus}
                labels={stockStatus === 'low_stock' ? { low_stock: `Only ${maxQuantity} left` } : undefined}
              />
            </Stack>
            {emi && <span>{emi}</span>}
          </Stack>
          {/* The exact date comes with the pincode's answer. */}
          {!answer && delivery && <span>{delivery}. Enter your pincode for the exact date.</span>}
          {product.variants.length > 0 && (
            <Stack as="nav" gap={2} aria-label="Colours">
              <Stack as="ul" direction="row" gap={3} wrap>
                {product.variants.map((variant) => (
                  <li key={variant.productId}>
                    {variant.productId === productId ? (
                      <strong aria-current="page">{variant.colourName}</strong>
                    ) : (
                      <Link href={productPath(variant.slug)}>
                        {variant.colourName}
                        {variant.stockStatus === 'out_of_stock' ? ' (out of stock)' : ''}
                      </Link>
                    )}
                  </li>
                ))}
              </Stack>
            </Stack>
          )}
          <PincodeCheck
            key={pincode.typed}
            typed={pincode.typed}
            error={pincode.error}
            answer={answer}
            answerFailed={pincode.pincode !== null && availability.isError}
          />
          <AddToCart
            productId={productId}
            returnTo={path}
            pincode={pincode.pincode}
            maxQuantity={maxQuantity}
            exchangeOffers={product.exchangeEligible ? (price?.exchangeOffers ?? []) : []}
            blockedReason={blockedReason}
          />
          <ProductAssurances
            warrantyMonths={product.warrantyMonths}
            freeInstallation={product.freeInstallation}
            genuineParts={product.genuineParts}
          />
          {product.highlights.length > 0 && (
            <Stack as="section" gap={2} aria-labelledby="highlights-heading">
              <h2 id="highlights-heading">Highlights</h2>
              <ul>
                {product.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </Stack>
          )}
        </Stack>
      </Grid>
      <Specifications specifications={product.specifications} />
      <ContentSections sections={product.sections} />
      <ProductReviews productId={productId} rating={product.rating} />
      {related.length > 0 && (
        <Stack as="section" gap={3} aria-labelledby="related-heading">
          <h2 id="related-heading">You may also like</h2>
          <ProductGrid products={related} headingLevel="h3" />
        </Stack>
      )}
      <ProductBuyBar
        productId={productId}
        name={product.name}
        price={rupeesFromPaise(pricePaise)}
        mrp={rupeesFromPaise(mrpPaise)}
        blocked={blockedReason !== null}
      />
    </Stack>
  );
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { dehydratedState, slug, origin, pincode } = loaderData;
  return (
    <HydrationBoundary state={dehydratedState}>
      <ProductPage key={slug} slug={slug} origin={origin} pincode={pincode} />
    </HydrationBoundary>
  );
}
