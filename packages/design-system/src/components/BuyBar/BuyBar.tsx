import type { ComponentPropsWithRef } from 'react';
import { identity } from '../../internal/identity.ts';
import { Button } from '../Button/Button.tsx';
import { PriceTag } from '../PriceTag/PriceTag.tsx';
import { BuyBarAction, BuyBarName, BuyBarRoot, BuyBarSummary } from './BuyBar.styles.ts';

export type BuyBarProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The product's name, shown above the price. */
  name: string;
  /** The price to pay, in rupees. */
  price: number;
  /** The maximum retail price, in rupees; shown struck through when above `price`. @default undefined */
  mrp?: number;
  /**
   * The `id` of the page's own buy form. The bar's button submits that form (its quantity and
   * choices go along), so it works before the JavaScript has loaded.
   */
  form: string;
  /** The button's text. @default 'Add to cart' */
  actionLabel?: string;
  /** The product cannot be bought now (out of stock, not delivered there): the button is disabled. @default false */
  disabled?: boolean;
};

/**
 * The product's price and its buy button at the bottom of a phone's screen while the customer
 * reads down the page. Place it last in the page's content: it stays in view until the page ends.
 * Hidden from the desktop width, where the buy box sits in the first screen.
 *
 * It is a shortcut for touch to the page's own buy form, which keyboards and screen readers reach
 * in the page's order: it is hidden from them (`aria-hidden`, out of the tab order), so they meet
 * one Add to cart, with its label and the reason when it is disabled.
 */
export function BuyBar({
  name,
  price,
  mrp,
  form,
  actionLabel = 'Add to cart',
  disabled = false,
  ...rest
}: BuyBarProps) {
  return (
    <BuyBarRoot aria-hidden="true" {...rest} {...identity('BuyBar')}>
      <BuyBarSummary>
        <BuyBarName>{name}</BuyBarName>
        <PriceTag price={price} mrp={mrp} size="sm" />
      </BuyBarSummary>
      <BuyBarAction>
        <Button type="submit" form={form} disabled={disabled} tabIndex={-1}>
          {actionLabel}
        </Button>
      </BuyBarAction>
    </BuyBarRoot>
  );
}
