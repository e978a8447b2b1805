import type { ProductDetail, StockStatus } from '@nirmal/domain/contract';
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

/** A product page as schema.org reads it: the Product with its Offer (the price in rupees). */
export function productStructuredData(
  product: ProductDetail,
  { url, pricePaise, stockStatus }: { url: string; pricePaise: number; stockStatus: StockStatus },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.materialId,
    productID: product.productId,
    brand: { '@type': 'Brand', name: 'Nirmal' },
    image: product.images.map((image) => new URL(image.url, url).href),
    description: productDescription(product),
    ...(product.rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.rating.average,
        reviewCount: product.rating.count,
      },
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
