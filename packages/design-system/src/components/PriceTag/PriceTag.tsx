import type { ComponentPropsWithRef } from 'react';
import { discountPercent, formatInr } from '@nirmal/format';
import { identity } from '../../internal/identity.ts';
import { PriceTagDiscount, PriceTagMrp, PriceTagPrice, PriceTagRoot } from './PriceTag.styles.ts';

export type PriceTagProps = Omit<ComponentPropsWithRef<'p'>, 'children'> & {
  /** The price to pay, in rupees. */
  price: number;
  /** The maximum retail price, in rupees; shown struck through when above `price`. @default undefined */
  mrp?: number;
  /** The discount shown; worked out from `mrp` and `price` (rounded down) when absent. `0` hides it. @default undefined */
  discount?: number;
  /** Word before the struck MRP, also read by screen readers. @default 'MRP' */
  mrpLabel?: string;
  /** Text of the discount. @default (percent) => `${percent}% off` */
  discountText?: (percent: number) => string;
  /** `lg` on the product page, `md` on cards, `sm` in cart rows and summaries. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
};

const defaultDiscountText = (percent: number) => `${percent}% off`;

/**
 * A price in rupees with Indian digit grouping (₹1,23,456), and, when discounted, the struck MRP
 * ("MRP ₹15,999") and the percent off.
 */
export function PriceTag({
  price,
  mrp,
  discount,
  mrpLabel = 'MRP',
  discountText = defaultDiscountText,
  size = 'md',
  ...rest
}: PriceTagProps) {
  const showMrp = mrp !== undefined && mrp > price;
  const percent = discount ?? (showMrp ? discountPercent(mrp, price) : 0);
  return (
    <PriceTagRoot data-size={size} {...rest} {...identity('PriceTag')}>
      <PriceTagPrice>{formatInr(price)}</PriceTagPrice>
      {showMrp && (
        <PriceTagMrp>
          {mrpLabel} <s>{formatInr(mrp)}</s>
        </PriceTagMrp>
      )}
      {percent > 0 && <PriceTagDiscount>{discountText(percent)}</PriceTagDiscount>}
    </PriceTagRoot>
  );
}
