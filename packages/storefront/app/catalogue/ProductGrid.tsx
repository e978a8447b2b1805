import { Grid, ProductCard } from '@nirmal/design-system';
import type { ViewedProduct } from '@nirmal/domain';
import type { ProductSummary } from '@nirmal/domain/contract';
import { rupeesFromPaise } from '@nirmal/format';

export const productPath = (slug: string) => `/dp/${slug}`;

/** The most cards a row holds (at the widest layout): a grid leading the page loads these at once. */
const WIDEST_ROW = 4;

const imagePriority = (index: number) => {
  if (index === 0) return 'high';
  return index < WIDEST_ROW ? 'eager' : 'lazy';
};

/** Product cards in a grid: two to a row on a phone, each a link to its page. */
export function ProductGrid({
  products,
  headingLevel = 'h2',
  leadsPage = false,
}: {
  /** Listed products, or products remembered as viewed (which have no rating or stock of their own). */
  products: readonly (ViewedProduct & Partial<Pick<ProductSummary, 'rating' | 'stockStatus'>>)[];
  headingLevel?: 'h2' | 'h3';
  /**
   * The grid is the page's main content, in its first screen (a listing, search results): its
   * first row's pictures load at once, the first (the likely largest paint) before anything else.
   */
  leadsPage?: boolean;
}) {
  return (
    <Grid as="ul" columns={{ base: 2, md: 3, lg: WIDEST_ROW }} gap={3}>
      {products.map((product, index) => (
        <li key={product.productId}>
          <ProductCard
            imagePriority={leadsPage ? imagePriority(index) : 'lazy'}
            name={product.name}
            href={productPath(product.slug)}
            imageSrc={product.imageUrl}
            price={rupeesFromPaise(product.pricePaise)}
            mrp={rupeesFromPaise(product.mrpPaise)}
            rating={product.rating?.average}
            ratingCount={product.rating?.count}
            stockStatus={product.stockStatus}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </Grid>
  );
}
