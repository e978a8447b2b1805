import { CartStore, ProductError } from '@nirmal/domain';
import type { CartClient } from '@nirmal/domain';
import { CART_ID_COOKIE, QUANTITY_MESSAGES, cartCalls } from '@nirmal/domain/contract';
import type { Cart, ExchangeDetails, ProductLine } from '@nirmal/domain/contract';
import { describe, expect, it } from 'vitest';
import { ASHA, ROHAN, browserFor, failureOf, latestOtp, signedInBrowser, useCommerceApi } from './support.ts';

const api = useCommerceApi();

// The demo catalogue: a water purifier (₹12,999, MRP ₹16,999, at most 2 an order), an air purifier
// (₹7,990, at most 3), one sold out everywhere, and a pincode no hub serves.
const AQUA_RO = 'NRM-101-1';
const AIRPURE_MINI = 'NRM-211-1';
const SOLD_OUT = 'NRM-123-1';
const UNSERVED_PINCODE = '799001';
const OLD_PURIFIER: ExchangeDetails = {
  productType: 'WATER_PURIFIER',
  brand: 'Kent',
  ageYears: 3,
  condition: 'WORKING',
};

const productLine = (cart: Cart, productId: string): ProductLine => {
  const line = cart.lines.find(
    (candidate) => candidate.kind === 'product' && candidate.productId === productId,
  );
  if (line?.kind !== 'product') throw new Error(`${productId} is not in the cart`);
  return line;
};

/** A guest cart with a water purifier and an old one exchanged against it. */
async function cartWithExchange() {
  const { cart: client } = browserFor(api());
  const cart = await client.addProduct({ productId: AQUA_RO, quantity: 1 });
  const parent = productLine(cart, AQUA_RO);
  const withExchange = await client.addExchange({
    cartId: cart.id,
    parentId: parent.id,
    exchange: OLD_PURIFIER,
  });
  return { client, cart, parent, withExchange };
}

async function refusal(promise: Promise<unknown>) {
  const error = await failureOf(promise);
  expect(error).toBeInstanceOf(ProductError);
  const { status, code, message } = error as ProductError;
  return { status, code, message };
}

describe('the cart through the domain client', () => {
  it('adds, reads, changes and removes, every amount priced by the server', async () => {
    const { cart: client } = browserFor(api());

    const added = await client.addProduct({ productId: AQUA_RO, quantity: 1, pincode: '560001' });
    expect(added.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(added.pincode).toBe('560001');
    expect(productLine(added, AQUA_RO)).toMatchObject({
      quantity: 1,
      unitMrpPaise: 1_699_900,
      unitPricePaise: 1_299_900,
      linePricePaise: 1_299_900,
      inventory: { stockStatus: 'in_stock', maxQuantity: 2 },
    });

    const twoProducts = await client.addProduct({ cartId: added.id, productId: AIRPURE_MINI, quantity: 2 });
    expect(twoProducts.lines.map((line) => line.kind === 'product' && line.productId)).toEqual([
      AQUA_RO,
      AIRPURE_MINI,
    ]);
    expect(twoProducts.totals).toEqual({
      mrpPaise: 1_699_900 + 2 * 999_000,
      productDiscountPaise: 400_000 + 2 * 200_000,
      couponDiscountPaise: 0,
      exchangeValuePaise: 0,
      deliveryChargePaise: 0,
      payablePaise: 1_299_900 + 2 * 799_000,
    });
    expect(await client.get({ cartId: added.id })).toEqual(twoProducts);

    const mini = productLine(twoProducts, AIRPURE_MINI);
    const changed = await client.changeQuantity(added.id, { cartItemId: mini.id, quantity: 3 });
    expect(productLine(changed, AIRPURE_MINI)).toMatchObject({ quantity: 3, linePricePaise: 3 * 799_000 });

    const left = await client.removeItems(added.id, [mini.id]);
    expect(left.lines.map((line) => line.id)).toEqual([productLine(added, AQUA_RO).id]);
    const empty = await client.removeItems(added.id, [productLine(added, AQUA_RO).id]);
    expect(empty.lines).toEqual([]);
    expect(empty.totals.payablePaise).toBe(0);
  });

  it('adding a product again raises its quantity, held to the product’s limit', async () => {
    const { cart: client } = browserFor(api());
    const cart = await client.addProduct({ productId: AQUA_RO, quantity: 1 });
    expect(
      productLine(await client.addProduct({ cartId: cart.id, productId: AQUA_RO, quantity: 1 }), AQUA_RO)
        .quantity,
    ).toBe(2);
    expect(await refusal(client.addProduct({ cartId: cart.id, productId: AQUA_RO, quantity: 1 }))).toEqual({
      status: 400,
      code: 'INVALID_QUANTITY',
      message: QUANTITY_MESSAGES.aboveLimit(2),
    });
    expect(productLine((await client.get({ cartId: cart.id })) as Cart, AQUA_RO).quantity).toBe(2);
  });

  it('keeps an exchange under its product: valued by the server, not changeable alone, gone with its product', async () => {
    const { client, cart, parent, withExchange } = await cartWithExchange();
    const exchange = withExchange.lines[1];
    expect(exchange).toMatchObject({
      kind: 'exchange',
      parentId: parent.id,
      ...OLD_PURIFIER,
      valuePaise: 140_000,
    });
    expect(withExchange.totals).toMatchObject({
      exchangeValuePaise: 140_000,
      payablePaise: 1_299_900 - 140_000,
    });

    expect(
      await refusal(client.changeQuantity(cart.id, { cartItemId: exchange?.id ?? '', quantity: 2 })),
    ).toMatchObject({
      status: 400,
      message: expect.stringMatching(/exchange goes with its product/),
    });
    const again = await client.addExchange({
      cartId: cart.id,
      parentId: parent.id,
      exchange: { ...OLD_PURIFIER, condition: 'NOT_WORKING' },
    });
    expect(again.lines.filter((line) => line.kind === 'exchange')).toHaveLength(1);

    const withoutParent = await client.removeItems(cart.id, [parent.id]);
    expect(withoutParent.lines).toEqual([]);
  });

  it('removes an exchange alone when it names its product', async () => {
    const { client, cart, parent, withExchange } = await cartWithExchange();
    const exchangeId = withExchange.lines[1]?.id ?? '';

    expect((await refusal(client.removeItems(cart.id, [parent.id], parent.id))).status).toBe(400);
    const left = await client.removeItems(cart.id, [exchangeId], parent.id);
    expect(left.lines.map((line) => line.id)).toEqual([parent.id]);
  });

  it.each([
    [0, QUANTITY_MESSAGES.belowOne],
    [-1, QUANTITY_MESSAGES.belowOne],
    [1.5, QUANTITY_MESSAGES.notWhole],
    ['abc', QUANTITY_MESSAGES.notWhole],
    [3, QUANTITY_MESSAGES.aboveLimit(2)],
    // Above the general limit too, the product's own limit is the one named.
    [6, QUANTITY_MESSAGES.aboveLimit(2)],
    [99, QUANTITY_MESSAGES.aboveLimit(2)],
  ])(
    'refuses the quantity %j with the contract’s message and leaves the cart as it was',
    async (quantity, message) => {
      const { cart: client } = browserFor(api());
      const cart = await client.addProduct({ productId: AQUA_RO, quantity: 1 });
      const lineId = productLine(cart, AQUA_RO).id;
      const asNumber = quantity as number;

      const expected = { status: 400, code: 'INVALID_QUANTITY', message };
      expect(
        await refusal(client.changeQuantity(cart.id, { cartItemId: lineId, quantity: asNumber })),
      ).toEqual(expected);
      expect(
        await refusal(client.addProduct({ cartId: cart.id, productId: AQUA_RO, quantity: asNumber })),
      ).toMatchObject({
        status: 400,
        code: 'INVALID_QUANTITY',
      });
      expect(await client.get({ cartId: cart.id })).toEqual(cart);
    },
  );

  it('ignores a price or total the client sends', async () => {
    const { http } = browserFor(api());
    const body = {
      kind: 'product',
      productId: AQUA_RO,
      quantity: 1,
      unitPricePaise: 100,
      linePricePaise: 100,
      totals: { payablePaise: 100 },
    } as unknown as Parameters<CartClient['addProduct']>[0] & { kind: 'product' };
    const { data: cart } = await http.call(cartCalls.add, { body });
    expect(productLine(cart, AQUA_RO).unitPricePaise).toBe(1_299_900);
    expect(cart.totals.payablePaise).toBe(1_299_900);
  });

  it('refuses a product that is sold out, and one we do not deliver to the pincode, and adds nothing', async () => {
    const { cart: client } = browserFor(api());
    expect(await refusal(client.addProduct({ productId: SOLD_OUT, quantity: 1 }))).toEqual({
      status: 409,
      code: 'OUT_OF_STOCK',
      message: 'Nirmal Aqua Supreme RO+UV+UF, Copper is out of stock. Try another product.',
    });
    expect(
      await refusal(client.addProduct({ productId: AQUA_RO, quantity: 1, pincode: UNSERVED_PINCODE })),
    ).toEqual({
      status: 409,
      code: 'NOT_DELIVERABLE',
      message: `We do not deliver Nirmal Aqua RO to ${UNSERVED_PINCODE} yet. Try another pincode.`,
    });
    expect(await refusal(client.addProduct({ productId: 'NRM-999-1', quantity: 1 }))).toMatchObject({
      status: 404,
    });
  });

  it('names each line’s stock and delivery problems when read for a pincode', async () => {
    const { cart: client } = browserFor(api());
    const cart = await client.addProduct({ productId: AQUA_RO, quantity: 1 });
    const lineId = productLine(cart, AQUA_RO).id;

    const far = await client.get({ cartId: cart.id, pincode: UNSERVED_PINCODE });
    expect(far?.problems).toEqual([{ code: 'not_deliverable', lineId, pincode: UNSERVED_PINCODE }]);
    expect(far?.totals.deliveryChargePaise).toBeNull();
    // Outlying Sarjapur pays for delivery.
    expect((await client.get({ cartId: cart.id, pincode: '562125' }))?.totals.deliveryChargePaise).toBe(
      9_900,
    );
    expect(
      (await client.get({ cartId: cart.id, pincode: UNSERVED_PINCODE, isDetailed: false }))?.problems,
    ).toEqual([]);
  });

  it('refuses another visitor’s cart id, a customer’s cart id and an unknown one', async () => {
    const guest = browserFor(api());
    const stranger = browserFor(api());
    const guestCart = await guest.cart.addProduct({ productId: AQUA_RO, quantity: 1 });
    const customer = await signedInBrowser(api(), ROHAN);
    const customerCart = await customer.cart.addProduct({ productId: AIRPURE_MINI, quantity: 1 });
    const customerLine = productLine(customerCart, AIRPURE_MINI).id;

    // Holding a guest cart's id is what a guest cart is; a customer's cart needs the customer.
    expect(await stranger.cart.get({ cartId: guestCart.id })).toEqual(guestCart);
    expect(await stranger.cart.get({ cartId: customerCart.id })).toBeNull();
    expect(await stranger.cart.get({ cartId: 'no-such-cart' })).toBeNull();
    const notFound = {
      status: 404,
      code: 'NOT_FOUND',
      message: expect.stringMatching(/could not find this cart/),
    };
    expect(await refusal(stranger.cart.removeItems(customerCart.id, [customerLine]))).toMatchObject(notFound);
    expect(
      await refusal(stranger.cart.changeQuantity(customerCart.id, { cartItemId: customerLine, quantity: 2 })),
    ).toMatchObject(notFound);
    expect(
      await refusal(stranger.cart.addProduct({ cartId: customerCart.id, productId: AQUA_RO, quantity: 1 })),
    ).toMatchObject(notFound);
    expect(
      await refusal(stranger.cart.addProduct({ cartId: 'no-such-cart', productId: AQUA_RO, quantity: 1 })),
    ).toMatchObject(notFound);
    // A signed-in customer's requests reach their own cart only, whatever id they name.
    expect(
      await refusal(customer.cart.removeItems(guestCart.id, [productLine(guestCart, AQUA_RO).id])),
    ).toMatchObject({
      status: 404,
    });
    expect(await customer.cart.get({ cartId: guestCart.id })).toEqual(customerCart);
    expect(await customer.cart.get()).toEqual(customerCart);
    expect(await guest.cart.get({ cartId: guestCart.id })).toEqual(guestCart);
  });

  it('merges the guest cart into the customer’s on sign-in, and the store follows', async () => {
    const browser = browserFor(api());
    const store = new CartStore();
    expect(await store.add(browser.cart, AQUA_RO)).toBe(true);
    const guestCartId = store.cartId;
    // The storefront keeps the id in the cart-id cookie; the jar stands in for the browser.
    browser.jar.cookies.set(CART_ID_COOKIE, guestCartId ?? '');

    const { requestId } = await browser.otp.send(ASHA);
    await browser.otp.verify({ mobile: ASHA, otp: await latestOtp(browser.http, ASHA), requestId });
    const customerCartId = browser.jar.cookies.get(CART_ID_COOKIE) ?? null;
    expect(customerCartId).toBe(guestCartId);

    await store.load(browser.cart);
    expect(store.count).toBe(1);
    expect(store.inCartProductIds).toEqual([AQUA_RO]);
    expect(await browserFor(api()).cart.get({ cartId: customerCartId ?? '' })).toBeNull();
  });
});
