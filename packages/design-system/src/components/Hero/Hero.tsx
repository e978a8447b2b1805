import { useId, type ComponentPropsWithRef } from 'react';
import { identity } from '../../internal/identity.ts';
import { useLinkClick } from '../../navigation/index.ts';
import { ButtonLink } from '../ButtonLink/ButtonLink.tsx';
import { PriceTag } from '../PriceTag/PriceTag.tsx';
import {
  HeroLead,
  HeroOffer,
  HeroPicture,
  HeroProduct,
  HeroProductName,
  HeroProducts,
  HeroRoot,
  HeroText,
  HeroTitle,
} from './Hero.styles.ts';

/** A product the hero shows: its picture, name and price, a link to its page. */
export type HeroProductItem = {
  name: string;
  href: string;
  imageSrc: string;
  /** In rupees. */
  price: number;
  /** In rupees; struck through when above `price`. */
  mrp?: number;
};

export type HeroProps = Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> & {
  /** The page's heading (an `h1`): what the shop offers. */
  title: string;
  /** A sentence under it. @default undefined */
  text?: string;
  /** The main action, a link drawn as a button. @default undefined */
  action?: { label: string; href: string };
  /** The current offer, one short line above the title ("No-cost EMI on every purifier"). @default undefined */
  offer?: string;
  /** Up to three products, the first the largest paint of the page: its picture loads first. @default [] */
  products?: readonly HeroProductItem[];
  /** Names the list of products. @default 'Featured products' */
  productsLabel?: string;
};

function ProductLink({ product, first }: { product: HeroProductItem; first: boolean }) {
  const onClick = useLinkClick(product.href);
  return (
    <HeroProduct>
      <HeroPicture>
        <img
          src={product.imageSrc}
          alt=""
          width="160"
          height="160"
          loading="eager"
          fetchPriority={first ? 'high' : 'auto'}
        />
      </HeroPicture>
      <HeroProductName href={product.href} onClick={onClick}>
        {product.name}
      </HeroProductName>
      <PriceTag price={product.price} mrp={product.mrp} discount={0} size="sm" />
    </HeroProduct>
  );
}

/**
 * The first screen of the home page: what the shop offers, the current offer and a main action,
 * beside (below, on a phone) products with their pictures and prices.
 */
export function Hero({
  title,
  text,
  action,
  offer,
  products = [],
  productsLabel = 'Featured products',
  ...rest
}: HeroProps) {
  const titleId = useId();
  return (
    <HeroRoot aria-labelledby={titleId} {...rest} {...identity('Hero')}>
      <HeroText>
        {offer && <HeroOffer>{offer}</HeroOffer>}
        <HeroTitle id={titleId}>{title}</HeroTitle>
        {text && <HeroLead>{text}</HeroLead>}
        {action && (
          <ButtonLink href={action.href} size="lg">
            {action.label}
          </ButtonLink>
        )}
      </HeroText>
      {products.length > 0 && (
        <HeroProducts aria-label={productsLabel}>
          {products.slice(0, 3).map((product, index) => (
            <ProductLink key={product.href} product={product} first={index === 0} />
          ))}
        </HeroProducts>
      )}
    </HeroRoot>
  );
}
