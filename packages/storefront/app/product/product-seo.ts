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

/** A product page as schema.org reads it: the Product with its Offer, and the trail to it. */
export function productStructuredData(
  product: ProductDetail,
  {
    url,
    origin,
    pricePaise,
    stockStatus,
  }: { url: string; origin: string; pricePaise: number; stockStatus: StockStatus },
) {
  const absolute = (path: string) => new URL(path, origin).href;
  const productData = {
    '@type': 'Product',
    name: product.name,
    sku: product.materialId,
    productID: product.productId,
    brand: { '@type': 'Brand', name: 'Nirmal' },
    image: product.images.map((image) => absolute(image.url)),
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
  const trail = [
    { name: 'Home', path: '/' },
    ...product.breadcrumb.map((category) => ({ name: category.name, path: `/c/${category.path}` })),
  ];
  const breadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      ...trail.map(({ name, path }) => ({ name, item: absolute(path) })),
      { name: product.name, item: url },
    ].map((step, index) => ({ '@type': 'ListItem', position: index + 1, ...step })),
  };
  return { '@graph': [productData, breadcrumbList] };
}
