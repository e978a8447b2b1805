import { ProductError } from '@nirmal/domain';
import { PAYMENT_MESSAGES } from '@nirmal/domain/contract';
import { describe, expect, it } from 'vitest';
import { ASHA, ROHAN, failureOf, signedInBrowser, useCommerceApi } from './support.ts';

const api = useCommerceApi();

const AQUA_RO = 'NRM-101-1';
/** Asha's delivered order of the demo data: paid long ago. */
const ASHA_DELIVERED = 'OD90000000000004';

async function ashaWithAnOrder() {
  const browser = await signedInBrowser(api(), ASHA);
  await browser.cart.addProduct({ productId: AQUA_RO, quantity: 1 });
  const state = await browser.checkout.state({});
  const placed = await browser.checkout.placeOrder({
    addressId: state.addressId ?? '',
    isTCChecked: true,
    promotion: null,
    priceVersion: state.priceVersion,
    idempotencyKey: 'contract-payments-0001',
  });
  if (placed.outcome !== 'placed') throw new Error('The order was not placed');
  return { browser, order: placed.order };
}

describe('payments through the domain client', () => {
  it('hands an order to the provider for its own amount, and reports the payment under way', async () => {
    const { browser, order } = await ashaWithAnOrder();
    expect(await browser.payments.getPaymentStatus(order.orderId)).toMatchObject({
      state: 'none',
      canPay: true,
      amountPaise: order.amountPaise,
    });

    // How to pay is chosen on the payment page: the order names no provider until then.
    const unchosen = await failureOf(browser.payments.initiate({ orderId: order.orderId }));
    expect(unchosen).toMatchObject({ status: 400, message: PAYMENT_MESSAGES.provider });

    const start = await browser.payments.initiate({ orderId: order.orderId, provider: 'RAZORPAY' });
    expect(start).toMatchObject({
      orderId: order.orderId,
      provider: 'RAZORPAY',
      amountPaise: order.amountPaise,
    });
    expect(start.handoff.method).toBe('POST');
    expect(new URL(start.handoff.action).pathname).toBe('/sandbox/razorpay/v1/checkout/embedded');
    expect(start.handoff.fields).toMatchObject({ amount: String(order.amountPaise), currency: 'INR' });
    // The key id goes to the browser; the secret never does.
    expect(JSON.stringify(start)).not.toMatch(/secret/i);

    // A payment under way is not started again: the page waits for its outcome.
    const status = await browser.payments.status(order.orderId);
    expect(status).toMatchObject({ provider: 'RAZORPAY', canPay: false });
    expect(['created', 'pending']).toContain(status.state);
    expect(status.pollAfterSeconds).toBeGreaterThan(0);
  });

  it('refuses to take a paid order’s money again, and shows no one else’s payment', async () => {
    const asha = await signedInBrowser(api(), ASHA);
    const again = await failureOf(asha.payments.initiate({ orderId: ASHA_DELIVERED, provider: 'PAYU' }));
    expect(again).toBeInstanceOf(ProductError);
    expect(again).toMatchObject({ status: 409 });

    const rohan = await signedInBrowser(api(), ROHAN);
    const theirs = await failureOf(rohan.payments.getPaymentStatus(ASHA_DELIVERED));
    expect(theirs).toMatchObject({ status: 404 });
  });
});
