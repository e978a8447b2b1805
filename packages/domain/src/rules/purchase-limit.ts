import type { Availability, StockStatus } from '../contract/index.ts';

// What a product page lets a shopper buy: how many, and why none.

/** Stock as a product or a stock answer states it. */
export interface StockState {
  stockStatus: StockStatus;
  /** The most a customer can order now. */
  maxQuantity: number;
}

export interface PurchaseLimit extends StockState {
  /** Why the product cannot be added now; null when it can. */
  blockedReason: string | null;
}

/**
 * From the product's own limit and stock, the stock near the chosen pincode (its availability) or
 * everywhere (its inventory) when one was read: the fewer units wins, and a pincode the product is
 * not delivered to blocks it before its stock does.
 */
export function purchaseLimit(
  product: StockState,
  stock: { availability: Availability | null; inventory?: StockState | null | undefined },
): PurchaseLimit {
  const { availability } = stock;
  const known = availability ?? stock.inventory;
  const stockStatus = known?.stockStatus ?? product.stockStatus;
  const maxQuantity = Math.min(product.maxQuantity, known?.maxQuantity ?? product.maxQuantity);
  const blockedReason =
    availability && !availability.delivery.available
      ? `We do not deliver this product to ${availability.pincode} yet. Try another pincode.`
      : stockStatus === 'out_of_stock' || maxQuantity === 0
        ? 'Out of stock: this product cannot be added to the cart now.'
        : null;
  return { stockStatus, maxQuantity, blockedReason };
}
