import { CHECKOUT_MESSAGES } from '@nirmal/domain/contract';
import type { CheckoutChange, PlaceOrderResult, PlacedOrder } from '@nirmal/domain/contract';
import type { z } from 'zod/mini';
import type { placeOrderSchema } from '@nirmal/domain/contract';
import { secondsAfter } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import { holdStock } from '../../modules/catalogue/stock-holds.ts';
import { ORDER_HOLD_MINUTES, replaceUnpaidOrders } from '../../modules/orders/lifecycle.ts';
import { findOrderByKey, insertOrder, newOrderId } from '../../modules/orders/queries.ts';
import type { OrderRow } from '../../modules/orders/queries.ts';
import { holdCouponsForOrder } from '../cart-pricing/coupon-holds.ts';
import { expireUnpaidOrders, releaseHolds } from '../order-payment/expire.ts';
import { workOutCheckout } from './checkout-state.ts';
import type { Checkout } from './checkout-state.ts';
import { changesSince, decodePriceVersion } from './price-version.ts';

// Placing an order, in one transaction: the customer's cart is locked, priced again at the
// delivery address, compared with what the customer saw, its stock held at the delivering hub
// (locking the inventory rows, so the last unit goes to one checkout only), and the order written
// with its lines, reservation and first timeline event. The idempotency key makes a retried or
// doubled request answer the order the first one made.

export type PlaceOrderRequest = z.output<typeof placeOrderSchema>;

const placed = (order: OrderRow): PlaceOrderResult => ({
  outcome: 'placed',
  order: {
    orderId: order.id,
    status: order.status,
    amountPaise: order.amountPaise,
    holdExpiresAt: (order.holdExpiresAt ?? order.placedAt).toISOString(),
  } satisfies PlacedOrder,
});

/** The order a key already made, when the request is the same; a key reused for another request is refused. */
function replay(order: OrderRow, request: PlaceOrderRequest): PlaceOrderResult {
  const same = order.addressId === request.addressId && order.promotion === (request.promotion ?? null);
  if (!same) throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', CHECKOUT_MESSAGES.keyReused);
  return placed(order);
}

/** What stops the order: changes since the customer's priceVersion, and lines that cannot be bought. */
function changesOf(checkout: Checkout, request: PlaceOrderRequest): CheckoutChange[] {
  const changes: CheckoutChange[] = [...checkout.blocking];
  const promotion = request.promotion ?? null;
  if (promotion !== null && checkout.state.promotion !== promotion) {
    changes.push({ code: 'promotion_unavailable', promotion });
  }
  changes.push(...changesSince(decodePriceVersion(request.priceVersion), checkout.snapshot));
  return changes;
}

async function writeOrder(
  tx: Queryable,
  checkout: Checkout,
  request: PlaceOrderRequest & {
    customerId: string;
    orderId: string;
    hubCode: string;
    now: Date;
    holdExpiresAt: Date;
  },
): Promise<void> {
  const { view, state, address } = checkout;
  // Placing names an address, and workOutCheckout answers 404 when it is not the customer's.
  if (!address) throw new Error('An order needs its address');
  const { id: _id, isDefault: _default, ...addressCopy } = address;
  await insertOrder(tx, {
    id: request.orderId,
    customerId: request.customerId,
    kind: 'product',
    mrpPaise: view.totals.mrpPaise,
    pricePaise: view.totals.mrpPaise - view.totals.productDiscountPaise,
    couponDiscountPaise: view.totals.couponDiscountPaise,
    exchangeValuePaise: view.totals.exchangeValuePaise,
    promotionDiscountPaise: checkout.promotionDiscountPaise,
    deliveryChargePaise: state.paymentSummary.deliveryChargePaise,
    amountPaise: state.paymentSummary.finalPricePaise,
    discounts: state.paymentSummary.discounts,
    address: addressCopy,
    addressId: address.id,
    hubCode: request.hubCode,
    // Chosen on the payment page.
    provider: null,
    promotion: state.promotion,
    assistantCode: request.assistantCode ?? null,
    idempotencyKey: request.idempotencyKey,
    priceVersion: request.priceVersion,
    holdExpiresAt: request.holdExpiresAt,
    placedAt: request.now,
    lines: checkout.productLines.map((line) => {
      const exchange = view.lines.find((other) => other.kind === 'exchange' && other.parentId === line.id);
      return {
        productId: line.productId,
        materialId: line.materialId,
        name: line.name,
        imageUrl: line.imageUrl,
        hsnCode: checkout.facts.get(line.productId)?.hsnCode ?? '',
        quantity: line.quantity,
        unitMrpPaise: line.unitMrpPaise,
        unitPricePaise: line.unitPricePaise,
        linePricePaise: line.linePricePaise,
        couponCode: line.appliedCoupon?.code ?? null,
        couponSavingPaise: line.appliedCoupon?.savingPaise ?? 0,
        exchange:
          exchange?.kind === 'exchange'
            ? {
                productType: exchange.productType,
                brand: exchange.brand,
                ageYears: exchange.ageYears,
                condition: exchange.condition,
              }
            : null,
        exchangeValuePaise: exchange?.kind === 'exchange' ? exchange.valuePaise : 0,
        planTier: null,
        planAssetId: null,
        planMonths: null,
        planDeviceName: null,
        planStartDate: null,
        planEndDate: null,
      };
    }),
  });
}

/** Places the signed-in customer's order from their cart. */
export async function placeOrder(
  db: Database,
  customerId: string,
  request: PlaceOrderRequest,
  now: Date,
): Promise<PlaceOrderResult> {
  const outcome = db.transaction(async (tx): Promise<PlaceOrderResult> => {
    await expireUnpaidOrders(tx, now);
    const earlier = await findOrderByKey(tx, customerId, request.idempotencyKey);
    if (earlier) return replay(earlier, request);
    const checkout = await workOutCheckout(tx, customerId, request, { lockCart: true, now });
    // The cart lock waited for any request of this customer's in flight: it may have used the key.
    const raced = await findOrderByKey(tx, customerId, request.idempotencyKey);
    if (raced) return replay(raced, request);
    if (checkout.state.isAssistantCodeValid === false) {
      throw new ApiError(400, 'INVALID_ASSISTANT_CODE', CHECKOUT_MESSAGES.unknownAssistantCode);
    }
    const changes = changesOf(checkout, request);
    if (changes.length > 0 || checkout.hubCode === null) {
      return { outcome: 'changed', changes, checkout: checkout.state };
    }

    const orderId = newOrderId();
    const holdExpiresAt = secondsAfter(now, ORDER_HOLD_MINUTES * 60);
    const { hubCode } = checkout;
    await writeOrder(tx, checkout, { ...request, customerId, orderId, hubCode, now, holdExpiresAt });
    // Before its coupons and stock are held: the earlier orders' holds go back first.
    await replaceUnpaidOrders(tx, customerId, orderId, now, releaseHolds);
    // The coupons' usage is held with the order (row-locked, every rule checked again), so two
    // tabs or two customers cannot spend a coupon past its limit; a refusal rolls the order back.
    await holdCouponsForOrder(tx, {
      cartId: checkout.cart.id,
      customerId,
      orderId,
      expiresAt: holdExpiresAt,
      now,
    });
    // Last, so the inventory rows it locks are held only until the commit that follows.
    const shortages = await holdStock(tx, {
      orderId,
      hubCode,
      needs: checkout.productLines.map((line) => ({ materialId: line.materialId, quantity: line.quantity })),
      expiresAt: holdExpiresAt,
    });
    if (shortages.length > 0) throw new SoldOut();
    const order = await findOrderByKey(tx, customerId, request.idempotencyKey);
    if (!order) throw new Error('The order just written was not found');
    return placed(order);
  });
  return outcome.catch(async (error: unknown) => {
    if (!(error instanceof SoldOut)) throw error;
    // Another checkout took the last units between pricing and holding, and the order was rolled
    // back: the checkout as it is now names the lines (out_of_stock, insufficient_stock).
    const checkout = await db.transaction((tx) =>
      workOutCheckout(tx, customerId, request, { lockCart: false, now }),
    );
    return { outcome: 'changed', changes: changesOf(checkout, request), checkout: checkout.state } as const;
  });
}

/** Thrown to roll the order back when its stock cannot be held. */
class SoldOut extends Error {}
