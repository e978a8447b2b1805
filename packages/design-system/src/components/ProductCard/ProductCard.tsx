import { formatCount } from '@nirmal/format';
import { useId, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { CartIcon, ImageIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useLinkClick } from '../../navigation/index.ts';
import type { Promotion, PromotionCode, StockStatus } from '../../vocabulary/index.ts';
import { Button } from '../Button/index.ts';
import { PriceTag } from '../PriceTag/index.ts';
import { PromotionBadges } from '../PromotionBadges/index.ts';
import { Rating } from '../Rating/index.ts';
import { StockBadge } from '../StockBadge/index.ts';
import {
  ProductActions,
  ProductCardBody,
  ProductCardRoot,
  ProductImageFrame,
  ProductLink,
  ProductName,
  ProductRating,
  ProductTags,
} from './ProductCard.styles.ts';

export type ProductCardProps = ComponentPropsWithRef<'article'> & {
  /** The product's name: its heading, and the link text when `href` is set. */
  name: string;
  /** The product page, e.g. `/dp/nirmal-aqua-ro-uv`; the whole card becomes one link. @default undefined */
  href?: string;
  /** Called when the card's link is clicked. @default undefined */
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Picture of the product; a neutral placeholder shows without one. @default undefined */
  imageSrc?: string | null;
  /** Text alternative of the picture; empty because the name below says what it shows. @default '' */
  imageAlt?: string;
  /**
   * How soon the picture loads: `lazy` when scrolled near, `eager` at once (cards in the first
   * screen), `high` at once and before other pictures (the card whose picture is likely the page's
   * largest paint: one a page). @default 'lazy'
   */
  imagePriority?: 'lazy' | 'eager' | 'high';
  /** Price to pay, in rupees. */
  price: number;
  /** Maximum retail price, in rupees; struck through with the percent off when higher. @default undefined */
  mrp?: number;
  /** Average rating out of 5 (may be fractional); no rating row without it. @default undefined */
  rating?: number | null;
  /** How many customers rated it. @default undefined */
  ratingCount?: number;
  /** Stock from the inventory call; `out_of_stock` disables adding. @default undefined */
  stockStatus?: StockStatus;
  /** The payment offers it qualifies for. @default undefined */
  promotions?: Partial<Record<PromotionCode, Promotion>>;
  /** Called when Add to cart is pressed. No button without it. @default undefined */
  onAddToCart?: () => void;
  /** Adding is running: the button shows a spinner and ignores presses. @default false */
  adding?: boolean;
  /** Heading level of the name, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** @default 'Add to cart' */
  addToCartLabel?: string;
  /** How the number of ratings reads. @default (count) => `${count} ratings` (Indian grouping) */
  ratingCountText?: (count: number) => string;
  /** Accessible name of the stars. @default (value) => `Rated ${value} out of 5` */
  ratingLabel?: (value: number, max: number) => string;
};

const defaultRatingCountText = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'rating' : 'ratings'}`;
const defaultRatingLabel = (value: number, max: number) => `Rated ${value} out of ${max}`;

/**
 * A product in a listing: picture, name (the whole card links to the product page), rating, price,
 * stock and offers, and Add to cart, which is disabled when out of stock.
 */
export function ProductCard({
  name,
  href,
  onLinkClick,
  imageSrc,
  imageAlt = '',
  imagePriority = 'lazy',
  price,
  mrp,
  rating,
  ratingCount,
  stockStatus,
  promotions,
  onAddToCart,
  adding = false,
  headingLevel = 'h3',
  addToCartLabel = 'Add to cart',
  ratingCountText = defaultRatingCountText,
  ratingLabel = defaultRatingLabel,
  ...rest
}: ProductCardProps) {
  const handleLinkClick = useLinkClick(href, onLinkClick);
  const nameId = useId();
  const outOfStock = stockStatus === 'out_of_stock';
  return (
    <ProductCardRoot
      data-linked={href ? true : undefined}
      data-stock={stockStatus}
      {...rest}
      {...identity('ProductCard')}
    >
      <ProductImageFrame>
        {imageSrc ? (
          <img
            src={imageSrc}
            alt={imageAlt}
            loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={imagePriority === 'high' ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <ImageIcon />
        )}
      </ProductImageFrame>
      <ProductCardBody>
        <ProductName as={headingLevel} id={nameId}>
          {href ? (
            <ProductLink href={href} onClick={handleLinkClick}>
              {name}
            </ProductLink>
          ) : (
            name
          )}
        </ProductName>
        {rating != null && rating > 0 && (
          <ProductRating>
            <Rating readOnly value={rating} size="sm" valueLabel={ratingLabel} />
            {ratingCount !== undefined && <span>{ratingCountText(ratingCount)}</span>}
          </ProductRating>
        )}
        <PriceTag price={price} mrp={mrp} size="md" />
        {(stockStatus || promotions) && (
          <ProductTags>
            {stockStatus && <StockBadge status={stockStatus} size="sm" />}
            {promotions && <PromotionBadges promotions={promotions} size="sm" />}
          </ProductTags>
        )}
        {onAddToCart && (
          <ProductActions>
            <Button
              variant="secondary"
              fullWidth
              startIcon={<CartIcon />}
              loading={adding}
              disabled={outOfStock}
              aria-describedby={nameId}
              onClick={onAddToCart}
            >
              {addToCartLabel}
            </Button>
          </ProductActions>
        )}
      </ProductCardBody>
    </ProductCardRoot>
  );
}
