import { CheckoutStore, ProductError } from '@nirmal/domain';
import { ORDER_MESSAGES } from '@nirmal/domain/contract';
import { describe, expect, it } from 'vitest';
import { ASHA, ROHAN, failureOf, signedInBrowser, useCommerceApi } from './support.ts';

const api = useCommerceApi();

// The demo data: Asha's default address is in Bengaluru, she has a delivered product order and two
// paid AMC plan orders; Rohan's address is in Mumbai.
const AQUA_RO = 'NRM-101-1';
const ASHA_DELIVERED = 'OD90000000000004';

describe('addresses, checkout and orders through the domain clients', () => {
  it('saves, changes and deletes an address', async () => {
    const { addresses } = await signedInBrowser(api(), '9811100001');
    expect(await addresses.list()).toEqual([]);
    const added = await addresses.add({
      name: 'Meera Nair',
      phone: '9811100001',
      house_number: '12',
      address_name: 'Anna Nagar 2nd Avenue',
      city: 'Chennai',
      state: 'Tamil Nadu',
      postal_code: '600040',
    });
    expect(added).toMatchObject({ isDefault: true, postal_code: '600040' });
    const changed = await addresses.update(added.id, { ...added, house_number: '14' });
    expect(changed.house_number).toBe('14');
    expect(await addresses.remove(added.id)).toEqual([]);
  });

  it('places an order from the checkout store once, however often it is sent, then reads and cancels it', async () => {
    const browser = await signedInBrowser(api(), ASHA);
    await browser.cart.addProduct({ productId: AQUA_RO, quantity: 1 });
    const store = new CheckoutStore({ state: null });
    await store.load(browser.checkout);
    expect(store.summary?.finalPricePaise).toBe(12_999_00);
    expect(store.state?.addressId).toBe('AD-ASHA-HOME');

    const [first, second] = await Promise.all([
      store.placeOrder(browser.checkout),
      browser.checkout.placeOrder({
        addressId: 'AD-ASHA-HOME',
        isTCChecked: true,
        promotion: null,
        priceVersion: store.state?.priceVersion ?? '',
        idempotencyKey: 'a-key-of-its-own-0001',
      }),
    ]);
    expect(first?.status).toBe('awaiting_payment');
    expect(second.outcome).toBe('placed');
    const retried = await store.placeOrder(browser.checkout);
    expect(retried?.orderId).toBe(first?.orderId);

    // Placing an order gives up the customer's earlier unpaid one: one cart, one order being paid.
    const placedIds = [first?.orderId, second.outcome === 'placed' ? second.order.orderId : undefined];
    const list = await browser.orders.list({ status: ['awaiting_payment'] });
    expect(list.orders).toHaveLength(1);
    const orderId = list.orders[0]?.orderId ?? '';
    expect(placedIds).toContain(orderId);
    const replaced = placedIds.find((id) => id !== orderId) ?? '';
    expect((await browser.orders.get(replaced)).status).toBe('expired');
    expect((await browser.orders.get(orderId)).payment.payable).toBe(true);
    expect((await browser.orders.confirmation(orderId)).paid).toBe(false);
    const cancelled = await browser.orders.cancel({ orderId, reason: 'changed_mind' });
    expect(cancelled).toMatchObject({ status: 'cancelled', refundState: 'none' });

    const delivered = await browser.orders.details(ASHA_DELIVERED);
    expect(delivered.invoice?.supplyType).toBe('intra_state');
    expect((await browser.orders.list({ kind: 'plan' })).total).toBe(2);
  });

  it("answers another customer's order as a missing one", async () => {
    const { orders } = await signedInBrowser(api(), ROHAN);
    const error = await failureOf(orders.details(ASHA_DELIVERED));
    expect(error).toBeInstanceOf(ProductError);
    expect(error).toMatchObject({ status: 404, message: ORDER_MESSAGES.unknown });
  });
});
