import { useId, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import { formatInr } from '@nirmal/format';
import { CouponIcon, ExchangeIcon, ImageIcon, TrashIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useLinkClick } from '../../navigation/index.ts';
import {
  exchangeConditionLabels,
  exchangeProductLabels,
  type ExchangeCondition,
  type ExchangeProductType,
  type StockStatus,
} from '../../vocabulary/index.ts';
import { Button } from '../Button/index.ts';
import { PriceTag } from '../PriceTag/index.ts';
import { QuantityStepper } from '../QuantityStepper/index.ts';
import { StockBadge } from '../StockBadge/index.ts';
import {
  CartExchangeLine,
  CartExchangeText,
  CartExchangeValue,
  CartLineBody,
  CartLineControls,
  CartLineCoupon,
  CartLineImage,
  CartLineItemRoot,
  CartLineMain,
  CartLineName,
} from './CartLineItem.styles.ts';

/** The exchange (prexo) child line of a cart item. */
export type CartLineExchange = {
  /** The old product handed in. */
  productType: ExchangeProductType;
  /** Its condition, when known. @default undefined */
  condition?: ExchangeCondition;
  /** Rupees deducted for it. */
  value: number;
};

export type CartLineItemProps = ComponentPropsWithRef<'article'> & {
  /** The product's name: the line's heading (and link text with `href`). */
  name: string;
  /** The product page. @default undefined */
  href?: string;
  /** Called when the name link is clicked. @default undefined */
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Picture of the product. @default undefined */
  imageSrc?: string | null;
  /** Text alternative of the picture; empty because the name says what it shows. @default '' */
  imageAlt?: string;
  /** Price of the line (all units), in rupees. */
  price: number;
  /** MRP of the line, in rupees; struck through when higher. @default undefined */
  mrp?: number;
  /** How many (controlled). */
  quantity: number;
  /** Called with the new quantity. No stepper without it (the quantity is shown as text). @default undefined */
  onQuantityChange?: (quantity: number) => void;
  /** The most that can be ordered, e.g. the stock left. @default undefined */
  maxQuantity?: number;
  /** A quantity change is running: the stepper is disabled. @default false */
  updating?: boolean;
  /** Called when Remove is pressed. No button without it. @default undefined */
  onRemove?: () => void;
  /** The removal is running. @default false */
  removing?: boolean;
  /** Stock of the product; shown when not plainly in stock. @default undefined */
  stockStatus?: StockStatus;
  /** The coupon applied to this product (per-product `appliedCoupon`). @default undefined */
  appliedCoupon?: { code: string; saving: number } | null;
  /** The exchange on this product, shown as a child line under it. @default undefined */
  exchange?: CartLineExchange | null;
  /** Called to remove the exchange child line (a cart item with this one as parent). @default undefined */
  onRemoveExchange?: () => void;
  /** Heading level of the name. @default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Accessible name of the quantity. @default (name) => `Quantity of ${name}` */
  quantityLabel?: (name: string) => string;
  /** The quantity when it cannot be changed. @default (quantity) => `Qty: ${quantity}` */
  quantityText?: (quantity: number) => string;
  /** @default 'Remove' */
  removeLabel?: string;
  /** @default (code, amount) => `Coupon ${code} applied: ${amount} off` */
  couponText?: (code: string, formattedAmount: string) => ReactNode;
  /** Heading of the exchange line. @default 'Exchange value deducted' */
  exchangeTitle?: string;
  /** What was exchanged. @default (product, condition) => `Your old ${product}` (+ condition) */
  exchangeText?: (product: string, condition: string | undefined) => ReactNode;
  /** Accessible name of the exchange's remove button. @default 'Remove exchange' */
  removeExchangeLabel?: string;
};

const defaultQuantityLabel = (name: string) => `Quantity of ${name}`;
const defaultQuantityText = (quantity: number) => `Qty: ${quantity}`;
const defaultCouponText = (code: string, amount: string) => `Coupon ${code} applied: ${amount} off`;
const defaultExchangeText = (product: string, condition: string | undefined) =>
  `Your old ${product.toLowerCase()}${condition ? ` (${condition.toLowerCase()})` : ''}`;

/**
 * One product in the cart: picture, name, price, quantity, Remove, its coupon, and its exchange
 * (prexo) as a child line nested under it with the value deducted.
 */
export function CartLineItem({
  name,
  href,
  onLinkClick,
  imageSrc,
  imageAlt = '',
  price,
  mrp,
  quantity,
  onQuantityChange,
  maxQuantity,
  updating = false,
  onRemove,
  removing = false,
  stockStatus,
  appliedCoupon,
  exchange,
  onRemoveExchange,
  headingLevel = 'h3',
  quantityLabel = defaultQuantityLabel,
  quantityText = defaultQuantityText,
  removeLabel = 'Remove',
  couponText = defaultCouponText,
  exchangeTitle = 'Exchange value deducted',
  exchangeText = defaultExchangeText,
  removeExchangeLabel = 'Remove exchange',
  ...rest
}: CartLineItemProps) {
  const nameId = useId();
  const handleLinkClick = useLinkClick(href, onLinkClick);
  return (
    <CartLineItemRoot
      aria-labelledby={nameId}
      data-has-exchange={exchange ? true : undefined}
      {...rest}
      {...identity('CartLineItem')}
    >
      <CartLineMain>
        <CartLineImage>
          {imageSrc ? <img src={imageSrc} alt={imageAlt} loading="lazy" decoding="async" /> : <ImageIcon />}
        </CartLineImage>
        <CartLineBody>
          <CartLineName as={headingLevel} id={nameId}>
            {href ? (
              <a href={href} onClick={handleLinkClick}>
                {name}
              </a>
            ) : (
              name
            )}
          </CartLineName>
          <PriceTag price={price} mrp={mrp} size="sm" />
          {stockStatus && stockStatus !== 'in_stock' && <StockBadge status={stockStatus} size="sm" />}
          {appliedCoupon && (
            <CartLineCoupon>
              <CouponIcon />
              <span>{couponText(appliedCoupon.code, formatInr(appliedCoupon.saving))}</span>
            </CartLineCoupon>
          )}
          <CartLineControls>
            {onQuantityChange ? (
              <QuantityStepper
                value={quantity}
                onChange={onQuantityChange}
                max={maxQuantity}
                label={quantityLabel(name)}
                hideLabel
                size="sm"
                disabled={updating}
              />
            ) : (
              <span>{quantityText(quantity)}</span>
            )}
            {onRemove && (
              <Button
                variant="tertiary"
                size="sm"
                startIcon={<TrashIcon />}
                loading={removing}
                aria-describedby={nameId}
                onClick={onRemove}
              >
                {removeLabel}
              </Button>
            )}
          </CartLineControls>
        </CartLineBody>
      </CartLineMain>
      {exchange && (
        <CartExchangeLine data-part="exchange">
          <ExchangeIcon />
          <CartExchangeText>
            <strong>{exchangeTitle}</strong>
            <span>
              {exchangeText(
                exchangeProductLabels[exchange.productType],
                exchange.condition && exchangeConditionLabels[exchange.condition],
              )}
            </span>
          </CartExchangeText>
          <CartExchangeValue>{`\u2212${formatInr(exchange.value)}`}</CartExchangeValue>
          {onRemoveExchange && (
            <Button variant="tertiary" size="sm" onClick={onRemoveExchange}>
              {removeExchangeLabel}
            </Button>
          )}
        </CartExchangeLine>
      )}
    </CartLineItemRoot>
  );
}
