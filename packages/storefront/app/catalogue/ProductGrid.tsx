import { Grid, ProductCard } from '@nirmal/design-system';
import type { ViewedProduct } from '@nirmal/domain';
import type { ProductSummary } from '@nirmal/domain/contract';
import { rupeesFromPaise } from '@nirmal/format';

export const productPath = (slug: string) => `/dp/${slug}`;

/** Product cards in a grid: two to a row on a phone, each a link to its page. */
export function ProductGrid({
  products,
  headingLevel = 'h2',
}: {
  /** Listed products, or products remembered as viewed (which have no rating or stock of their own). */
  products: readonly (ViewedProduct & Partial<Pick<ProductSummary, 'rating' | 'stockStatus'>>)[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Grid as="ul" columns={{ base: 2, md: 3, lg: 4 }} gap={3}>
      {products.map((product) => (
        <li key={product.productId}>
          <ProductCard
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
