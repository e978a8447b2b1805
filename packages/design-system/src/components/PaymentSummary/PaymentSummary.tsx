import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { formatInr } from '@nirmal/format';
import { identity } from '../../internal/identity.ts';
import {
  PaymentSummaryList,
  PaymentSummaryRoot,
  PaymentSummarySavings,
  PaymentSummaryTitle,
} from './PaymentSummary.styles.ts';

/** One named reduction in the breakdown of `discount`, e.g. a bank offer. */
export type PaymentSummaryDiscount = {
  /** What the reduction is, e.g. "HDFC Bank card offer". */
  label: string;
  /** Rupees taken off, as a positive number. */
  amount: number;
};

export type PaymentSummaryProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  /** Price of everything before reductions, in rupees (checkout `paymentSummary.actualPrice`). */
  actualPrice: number;
  /** All product discounts together, in rupees; the row hides at 0. @default 0 */
  discount?: number;
  /** All coupons together, in rupees; the row hides at 0. @default 0 */
  couponDiscount?: number;
  /** What the customer pays, in rupees. */
  finalPrice: number;
  /**
   * The discounts that make up `discount`, listed under it; one that is the whole discount takes
   * the discount's row, named once. @default []
   */
  discounts?: ReadonlyArray<PaymentSummaryDiscount>;
  /** The heading; `null` when the page already has one. @default 'Payment summary' */
  title?: ReactNode;
  /** Level of the heading, to fit the page outline. @default 'h2' */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** @default 'Price' */
  priceLabel?: string;
  /** @default 'Discount' */
  discountLabel?: string;
  /** @default 'Coupon discount' */
  couponDiscountLabel?: string;
  /** @default 'Total amount' */
  totalLabel?: string;
  /** The savings line under the total; `null` hides it. @default (amount) => `You save ${amount} on this order` */
  savingsText?: ((formattedAmount: string) => ReactNode) | null;
};

const defaultSavingsText = (amount: string) => `You save ${amount} on this order`;

/** A reduction, written with a real minus sign so it reads "minus" and not "hyphen". */
const minusInr = (rupees: number) => `\u2212${formatInr(rupees)}`;

/**
 * The money of an order at checkout: price, discounts (with their breakdown), coupons and the
 * total to pay, as a description list with the total emphasised.
 */
export function PaymentSummary({
  actualPrice,
  discount = 0,
  couponDiscount = 0,
  finalPrice,
  discounts = [],
  title = 'Payment summary',
  headingLevel = 'h2',
  priceLabel = 'Price',
  discountLabel = 'Discount',
  couponDiscountLabel = 'Coupon discount',
  totalLabel = 'Total amount',
  savingsText = defaultSavingsText,
  ...rest
}: PaymentSummaryProps) {
  const titleId = useId();
  const saved = Math.max(0, actualPrice - finalPrice);
  const breakdown = discounts.filter((item) => item.amount > 0);
  // A discount made of one reduction is that reduction, named once: "Discount −₹2,000" over
  // "Discount on MRP −₹2,000" reads as ₹4,000 off.
  const [only] = breakdown.length === 1 && breakdown[0]?.amount === discount ? breakdown : [];
  return (
    <PaymentSummaryRoot
      aria-labelledby={title ? titleId : undefined}
      {...rest}
      {...identity('PaymentSummary')}
    >
      {title && (
        <PaymentSummaryTitle as={headingLevel} id={titleId}>
          {title}
        </PaymentSummaryTitle>
      )}
      <PaymentSummaryList>
        <div data-kind="price">
          <dt>{priceLabel}</dt>
          <dd>{formatInr(actualPrice)}</dd>
        </div>
        {discount > 0 && (
          <div data-kind="saving">
            <dt>{only?.label ?? discountLabel}</dt>
            <dd>{minusInr(discount)}</dd>
          </div>
        )}
        {(only ? [] : breakdown).map((item, index) => (
          <div key={`${item.label}-${index}`} data-kind="breakdown">
            <dt>{item.label}</dt>
            <dd>{minusInr(item.amount)}</dd>
          </div>
        ))}
        {couponDiscount > 0 && (
          <div data-kind="saving">
            <dt>{couponDiscountLabel}</dt>
            <dd>{minusInr(couponDiscount)}</dd>
          </div>
        )}
        <div data-kind="total">
          <dt>{totalLabel}</dt>
          <dd>{formatInr(finalPrice)}</dd>
        </div>
      </PaymentSummaryList>
      {savingsText && saved > 0 && (
        <PaymentSummarySavings>{savingsText(formatInr(saved))}</PaymentSummarySavings>
      )}
    </PaymentSummaryRoot>
  );
}
