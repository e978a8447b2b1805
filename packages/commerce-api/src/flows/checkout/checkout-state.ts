import { CHECKOUT_MESSAGES, CURRENCY, PAYMENT_PROVIDERS } from '@nirmal/domain/contract';
import type {
  Address,
  Cart,
  CartProblem,
  CheckoutState,
  Discount,
  ProductLine,
  PromotionId,
} from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import { addressNotFound, findAddress } from '../../modules/addresses/queries.ts';
import { findCustomerCart } from '../../modules/cart/carts.ts';
import type { CartRow } from '../../modules/cart/carts.ts';
import { viewCart } from '../cart-pricing/cart-view.ts';
import { serviceAt } from '../../modules/catalogue/pincodes.ts';
import { productFacts } from '../../modules/catalogue/stock.ts';
import type { ProductFacts } from '../../modules/catalogue/stock.ts';
import { unpaidProductOrderIds } from '../../modules/orders/lifecycle.ts';
import { assistantCodeActive } from '../../modules/orders/queries.ts';
import { encodePriceVersion } from './price-version.ts';
import type { PriceSnapshot } from './price-version.ts';
import { promotionDiscount, promotionsFor } from './promotions.ts';

// The checkout state (§3) worked out on the server: the customer's cart checked at the delivery
// address's pincode, the payment summary, the promotions it allows and the assistant code.

export interface CheckoutChoice {
  addressId?: string | undefined;
  assistantCode?: string | undefined;
  promotion?: PromotionId | null | undefined;
}

export interface Checkout {
  state: CheckoutState;
  cart: CartRow;
  view: Cart;
  productLines: ProductLine[];
  address: Address | null;
  /** The hub delivering to the address; null when none does (or no address). */
  hubCode: string | null;
  facts: Map<string, ProductFacts>;
  snapshot: PriceSnapshot;
  promotionDiscountPaise: number;
  /** Lines that cannot be bought as they are (stock, delivery). */
  blocking: CartProblem[];
}

const BLOCKING: readonly CartProblem['code'][] = ['out_of_stock', 'insufficient_stock', 'not_deliverable'];

/**
 * Works out checkout for the customer's cart. `lockCart` holds the cart until the transaction ends
 * (placing an order), so the same customer's checkouts queue. Refuses an empty cart (409) and an
 * address that is not the customer's (404).
 */
export async function workOutCheckout(
  tx: Queryable,
  customerId: string,
  choice: CheckoutChoice,
  { lockCart, now }: { lockCart: boolean; now: Date },
): Promise<Checkout> {
  const cart = await findCustomerCart(tx, customerId, lockCart);
  const address = await findAddress(tx, customerId, choice.addressId);
  if (choice.addressId !== undefined && address === null) throw addressNotFound();
  // Placing the order gives up the customer's unpaid ones, so the stock they hold is theirs to order.
  const releasing = await unpaidProductOrderIds(tx, customerId);
  const view =
    cart && (await viewCart(tx, cart, { pincode: address?.postal_code, detailed: true, now, releasing }));
  const productLines = view?.lines.filter((line): line is ProductLine => line.kind === 'product') ?? [];
  if (!cart || !view || productLines.length === 0)
    throw new ApiError(409, 'CART_EMPTY', CHECKOUT_MESSAGES.emptyCart);

  const facts = await productFacts(
    tx,
    productLines.map((line) => line.productId),
  );
  const hub = address ? await serviceAt(tx, address.postal_code) : null;

  const { totals } = view;
  const deliveryChargePaise = totals.deliveryChargePaise ?? 0;
  // The cart's payable already has its coupon savings taken off.
  const beforePromotion = totals.payablePaise;
  const promotions = promotionsFor({
    amountPaise: beforePromotion,
    products: productLines.map((line) => ({
      name: line.name,
      productType: facts.get(line.productId)?.productType ?? 'WATER_PURIFIER',
    })),
  });
  const promotion = choice.promotion && promotions[choice.promotion].isAllowed ? choice.promotion : null;
  const promotionDiscountPaise = promotionDiscount(promotions, promotion);
  const finalPricePaise = beforePromotion - promotionDiscountPaise;

  // Cart coupons and per-product ones alike; one that stopped applying saves nothing and is left out.
  const couponsApplied = view.coupons
    .filter((coupon) => coupon.applies)
    .map(({ code, materialId, savingPaise }) => ({ code, materialId, savingPaise }));
  const discounts: Discount[] = [
    { kind: 'product' as const, label: 'Discount on MRP', amountPaise: totals.productDiscountPaise },
    ...couponsApplied.map((coupon) => ({
      kind: 'coupon' as const,
      label: `Coupon ${coupon.code}`,
      amountPaise: coupon.savingPaise,
    })),
    {
      kind: 'exchange' as const,
      label: 'Exchange value of your old product',
      amountPaise: totals.exchangeValuePaise,
    },
    {
      kind: 'promotion' as const,
      label: 'No-cost EMI: interest paid by Nirmal',
      amountPaise: promotionDiscountPaise,
    },
  ].filter((discount) => discount.amountPaise > 0);

  const blocking = view.problems.filter((problem) => BLOCKING.includes(problem.code));
  const isAssistantCodeValid =
    choice.assistantCode === undefined ? null : await assistantCodeActive(tx, choice.assistantCode);
  const exchangeOf = (lineId: string) =>
    view.lines.find((line) => line.kind === 'exchange' && line.parentId === lineId);
  const snapshot: PriceSnapshot = {
    lines: productLines.map((line) => {
      const exchange = exchangeOf(line.id);
      return [
        line.id,
        line.productId,
        line.quantity,
        line.unitPricePaise,
        line.appliedCoupon?.savingPaise ?? 0,
        exchange?.kind === 'exchange' ? exchange.valuePaise : 0,
      ];
    }),
    coupons: couponsApplied.map((coupon) => coupon.code).sort(),
    deliveryChargePaise,
    promotion,
    finalPricePaise,
  };

  const state: CheckoutState = {
    cart: view,
    addressId: address?.id ?? null,
    couponsApplied,
    paymentSummary: {
      currency: CURRENCY,
      actualPricePaise: totals.mrpPaise,
      discountPaise: totals.productDiscountPaise + totals.exchangeValuePaise + promotionDiscountPaise,
      couponDiscountPaise: totals.couponDiscountPaise,
      deliveryChargePaise,
      finalPricePaise,
      discounts,
    },
    promotions,
    promotion,
    assistantCode: choice.assistantCode ?? null,
    isAssistantCodeValid,
    providers: [...PAYMENT_PROVIDERS],
    canPlaceOrder:
      address !== null && hub !== null && blocking.length === 0 && isAssistantCodeValid !== false,
    priceVersion: encodePriceVersion(snapshot),
  };
  return {
    state,
    cart,
    view,
    productLines,
    address,
    hubCode: hub?.hubCode ?? null,
    facts,
    snapshot,
    promotionDiscountPaise,
    blocking,
  };
}
