import type { ProductDetail, ReviewList, StockStatus } from '@nirmal/domain/contract';
import { rupeesFromPaise } from '@nirmal/format';

const SCHEMA_AVAILABILITY: Record<StockStatus, string> = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
};

/** What search results show under the product's name: its first words of content, else its highlights. */
export function productDescription(product: ProductDetail): string {
  const firstText = product.sections.find((section) => section.kind === 'text');
  const text = firstText?.paragraphs[0] ?? product.highlights.join('. ');
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/** The ratings as schema.org reads them: from the reviews' summary when the page has it, else the catalogue's. */
function aggregateRating(product: ProductDetail, reviews: ReviewList | undefined) {
  const summary = reviews?.summary;
  if (summary) {
    return summary.count > 0
      ? {
          '@type': 'AggregateRating',
          ratingValue: summary.average,
          ratingCount: summary.count,
          reviewCount: summary.reviewCount,
          bestRating: 5,
          worstRating: 1,
        }
      : null;
  }
  return product.rating
    ? { '@type': 'AggregateRating', ratingValue: product.rating.average, ratingCount: product.rating.count }
    : null;
}

/**
 * A product page as schema.org reads it: the Product with its Offer (the price in rupees), its
 * ratings and the reviews the page shows first.
 */
export function productStructuredData(
  product: ProductDetail,
  {
    url,
    pricePaise,
    stockStatus,
    reviews,
  }: { url: string; pricePaise: number; stockStatus: StockStatus; reviews?: ReviewList | undefined },
) {
  const rating = aggregateRating(product, reviews);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.materialId,
    productID: product.productId,
    brand: { '@type': 'Brand', name: 'Nirmal' },
    image: product.images.map((image) => new URL(image.url, url).href),
    description: productDescription(product),
    ...(rating && { aggregateRating: rating }),
    ...(reviews &&
      reviews.reviews.length > 0 && {
        review: reviews.reviews.map((review) => ({
          '@type': 'Review',
          name: review.title,
          reviewBody: review.text,
          datePublished: review.createdAt,
          author: { '@type': 'Person', name: review.author },
          reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
        })),
      }),
    offers: {
      '@type': 'Offer',
      url,
      price: rupeesFromPaise(pricePaise).toFixed(2),
      priceCurrency: 'INR',
      availability: SCHEMA_AVAILABILITY[stockStatus],
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** The trail to a product: home, its categories from the top, the product itself; absolute addresses. */
export function productTrail(product: ProductDetail, url: string): { name: string; url: string }[] {
  return [
    { name: 'Home', url: new URL('/', url).href },
    ...product.breadcrumb.map((category) => ({
      name: category.name,
      url: new URL(`/c/${category.path}`, url).href,
    })),
    { name: product.name, url },
  ];
}
