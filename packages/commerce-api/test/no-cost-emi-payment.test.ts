import { describe, expect, test } from 'vitest';
import type { PaymentStart } from '@nirmal/domain/contract';
import { AQUA_RO, addToCart, checkoutState, placedOrderId } from './orders-support.ts';
import {
  AMOUNT,
  backToShop,
  choose,
  failure,
  orderRow,
  payments,
  placeOrder,
  providerPage,
  razorpayCaptureEvent,
  returnForm,
  sendRazorpayWebhook,
  setUp,
  start,
  status,
  success,
} from './payment-support.ts';
import { ASHA, testApi } from './support.ts';
import type { TestApi } from './support.ts';

// No-cost EMI takes the bank's interest off the price: that price is for paying by EMI. The
// provider is asked to offer only EMI, and what the provider reports decides, since the browser
// carries the handoff and can take the restriction off.

/** Two water purifiers (₹25,998) ordered with no-cost EMI. */
async function noCostEmiOrder() {
  const api = await testApi({ config: { payments } });
  const cookies = await api.signIn(ASHA);
  await addToCart(api, cookies, AQUA_RO, 2);
  const state = await checkoutState(api, cookies, '?promotion=ncemi');
  expect(state.paymentSummary.finalPricePaise).toBeLessThan(25_998_00);
  const orderId = await placedOrderId(api, cookies, {
    priceVersion: state.priceVersion,
    extra: { promotion: 'ncemi' },
  });
  return { api, cookies, orderId, pricePaise: state.paymentSummary.finalPricePaise };
}

/** The handoff as a browser may change it: without the fields that restrict the provider's page. */
const unrestricted = (started: PaymentStart): PaymentStart => ({
  ...started,
  handoff: {
    ...started.handoff,
    fields: Object.fromEntries(
      Object.entries(started.handoff.fields).filter(
        ([name]) => !name.startsWith('config[') && name !== 'enforce_paymethod',
      ),
    ),
  },
});

const methodsOffered = (page: string) =>
  [...page.matchAll(/name="method" value="(\w+)"/g)].map(([, method]) => method);

const events = (api: TestApi) =>
  api.db.query<{ source: string; outcome: string; method: string | null }>(
    'SELECT source, outcome, method FROM payment_events ORDER BY received_at, source',
  );

const attempts = (api: TestApi) =>
  api.db.query<{ state: string; failure_reason: string | null }>(
    'SELECT state, failure_reason FROM payment_attempts',
  );

describe('an order placed with no-cost EMI', () => {
  test.each([
    ['RAZORPAY', { 'config[display][blocks][required][instruments][0][method]': 'emi' }],
    ['PAYU', { enforce_paymethod: 'emi' }],
  ] as const)(
    '%s: the provider offers only EMI, and paying by EMI confirms it at the no-cost EMI price',
    async (provider, restriction) => {
      const { api, cookies, orderId, pricePaise } = await noCostEmiOrder();
      const started = await start(api, cookies, orderId, provider);
      expect(started.amountPaise).toBe(pricePaise);
      expect(started.handoff.fields).toMatchObject(restriction);

      const page = await providerPage(api, started);
      expect(methodsOffered(page)).toEqual(['emi']);
      expect(page).toContain('The shop offers only EMI for this payment.');
      expect((await choose(api, page, { method: 'upi' })).status).toBe(400);

      const back = await returnForm(await choose(api, page, { method: 'emi', webhook: 'never' }));
      expect(await backToShop(api, back)).toBe(success(orderId));
      expect(await orderRow(api, orderId)).toMatchObject({ status: 'paid', timesPaid: 1 });
      // The browser's return does not vouch for the method: the provider's API was asked.
      expect(await events(api)).toEqual([{ source: 'reconciliation', outcome: 'captured', method: 'emi' }]);
    },
  );

  test.each(['RAZORPAY', 'PAYU'] as const)(
    '%s: paid by UPI with the restriction taken off the handoff, it is not confirmed and the money is to be refunded',
    async (provider) => {
      const { api, cookies, orderId } = await noCostEmiOrder();
      const page = await providerPage(api, unrestricted(await start(api, cookies, orderId, provider)));
      expect(methodsOffered(page)).toContain('upi');

      const back = await returnForm(await choose(api, page, { method: 'upi', webhook: 'never' }));
      expect(await backToShop(api, back)).toBe(failure(orderId));
      expect(await orderRow(api, orderId)).toMatchObject({ status: 'payment_failed', timesPaid: 0 });
      expect(await events(api)).toEqual([
        { source: 'reconciliation', outcome: 'method_mismatch', method: 'upi' },
      ]);
      expect(await attempts(api)).toEqual([{ state: 'failed', failure_reason: 'method_mismatch' }]);
      expect(await status(api, cookies, orderId)).toMatchObject({
        state: 'failed',
        canPay: true,
        refundDue: true,
      });
    },
  );

  test("PAYU: a return whose mode was changed to EMI is checked with PayU's verify_payment", async () => {
    const { api, cookies, orderId } = await noCostEmiOrder();
    const page = await providerPage(api, unrestricted(await start(api, cookies, orderId, 'PAYU')));
    const back = await returnForm(await choose(api, page, { method: 'upi', webhook: 'never' }));
    expect(back.fields['mode']).toBe('UPI');
    // PayU's reverse hash does not cover `mode`, so the changed return still verifies.
    const forged = { ...back, fields: { ...back.fields, mode: 'EMI' } };
    expect(await backToShop(api, forged)).toBe(failure(orderId));
    expect(await orderRow(api, orderId)).toMatchObject({ status: 'payment_failed', timesPaid: 0 });
    expect(await events(api)).toEqual([
      { source: 'reconciliation', outcome: 'method_mismatch', method: 'upi' },
    ]);
  });

  test('RAZORPAY: a signed webhook of a UPI capture does not pay it', async () => {
    const { api, asha } = await setUp();
    const orderId = await placeOrder(api, ASHA, 'RAZORPAY', 'ncemi');
    const { handoff } = await start(api, asha, orderId);
    const body = razorpayCaptureEvent({
      id: 'pay_ByUpi',
      orderId: handoff.fields['order_id'],
      amount: AMOUNT,
      method: 'upi',
    });
    const response = await sendRazorpayWebhook(api, body, 'evt_by_upi');
    expect(response.status).toBe(200);
    expect(await events(api)).toEqual([{ source: 'webhook', outcome: 'method_mismatch', method: 'upi' }]);
    expect(await orderRow(api, orderId)).toMatchObject({ status: 'payment_failed', timesPaid: 0 });
  });
});
