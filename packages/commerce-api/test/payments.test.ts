import { describe, expect, test, vi } from 'vitest';
import { paymentCalls } from '@nirmal/domain/contract';
import { SANDBOX_KEYS } from '../src/config.ts';
import {
  AMOUNT,
  backToShop,
  choose,
  events,
  failure,
  initiate,
  orderRow,
  pathOf,
  pay,
  payInSandbox,
  payments,
  placeOrder,
  postForm,
  providerPage,
  razorpayCaptureEvent,
  returnForm,
  sendRazorpayWebhook,
  setUp,
  start,
  status,
  success,
} from './payment-support.ts';
import { ASHA, ROHAN, testApi } from './support.ts';

/** Asha's order awaiting payment, in an app whose webhooks wait until the test delivers them (`held`). */
async function orderWithWebhooksHeld() {
  const held: (() => Promise<Response>)[] = [];
  const api = await testApi({
    config: { payments },
    outgoing: (toApp) => (input, init) => {
      if (!String(input).includes('/api/payment/webhook/')) return toApp(input, init);
      held.push(() => toApp(input, init));
      return Promise.resolve(new Response(null, { status: 202 }));
    },
  });
  return { api, held, asha: await api.signIn(ASHA), orderId: await placeOrder(api, ASHA) };
}

describe('paying in the sandbox', () => {
  test.each(['RAZORPAY', 'PAYU'] as const)(
    '%s: pay, come back, webhook: the order is paid once',
    async (provider) => {
      const { api, asha } = await setUp();
      const orderId = await placeOrder(api, ASHA, provider);
      const started = await start(api, asha, orderId, provider);
      expect(started.amountPaise).toBe(AMOUNT);
      // Only public values go to the browser: no secret or salt.
      const sent = JSON.stringify(started);
      for (const secret of [
        SANDBOX_KEYS.razorpay.keySecret,
        SANDBOX_KEYS.razorpay.webhookSecret,
        SANDBOX_KEYS.payu.salt,
      ]) {
        expect(sent).not.toContain(secret);
      }

      expect(await backToShop(api, await returnForm(await payInSandbox(api, started)))).toBe(
        success(orderId),
      );
      expect(await orderRow(api, orderId)).toMatchObject({ status: 'paid', timesPaid: 1 });
      expect(await status(api, asha, orderId)).toMatchObject({
        state: 'captured',
        canPay: false,
        pollAfterSeconds: null,
      });

      // The webhook(s) arrive after the browser: recorded, confirming nothing more.
      const webhooks = provider === 'RAZORPAY' ? 2 : 1;
      await vi.waitFor(async () => expect(await events(api)).toHaveLength(1 + webhooks));
      expect((await events(api)).map(({ outcome }) => outcome)).toEqual([
        'captured',
        ...Array<string>(webhooks).fill('unchanged'),
      ]);
      expect(await orderRow(api, orderId)).toMatchObject({ status: 'paid', timesPaid: 1 });
      // Paid orders are not paid again.
      expect((await initiate(api, asha, orderId, provider)).status).toBe(409);
    },
  );

  test("PayU receives the customer's confirmed email, under its hash, and the payment verifies", async () => {
    const { api, asha } = await setUp();
    const orderId = await placeOrder(api, ASHA, 'PAYU');
    expect((await start(api, asha, orderId, 'PAYU')).handoff.fields['email']).toBe('');
    await api.db.query("UPDATE customers SET email = 'asha@example.com' WHERE mobile = $1", [ASHA]);
    const started = await start(api, asha, orderId, 'PAYU');
    expect(started.handoff.fields['email']).toBe('asha@example.com');
    expect(await backToShop(api, await returnForm(await payInSandbox(api, started)))).toBe(success(orderId));
    expect(await orderRow(api, orderId)).toMatchObject({ status: 'paid' });
  });

  test('the sandbox page offers UPI by intent link on a phone and by code on a desktop', async () => {
    const { api, asha } = await setUp();
    const { handoff } = await start(api, asha, await placeOrder(api, ASHA));
    const open = (userAgent: string) =>
      api.request(pathOf(handoff.action), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
        body: new URLSearchParams(handoff.fields).toString(),
      });
    const phone = await (await open('Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile')).text();
    expect(phone).toContain('href="upi://pay?');
    expect(phone).not.toContain('<svg');
    const desktop = await (await open('Mozilla/5.0 (X11; Linux x86_64)')).text();
    expect(desktop).toContain('<svg role="img" aria-label="UPI QR code to pay');
  });

  test.each([
    ['RAZORPAY', 'callback_url'],
    ['RAZORPAY', 'cancel_url'],
    ['PAYU', 'furl'],
    ['PAYU', 'curl'],
  ] as const)(
    '%s: the sandbox sends a browser back to http(s) addresses only, never to a script (%s)',
    async (provider, field) => {
      const { api, asha } = await setUp();
      const { handoff } = await start(api, asha, await placeOrder(api, ASHA), provider);
      const hostile = { ...handoff.fields, [field]: 'javascript:fetch("/api/account/address")' };
      const page = await postForm(api, handoff.action, hostile);
      const html = await page.text();
      expect(page.status).toBe(400);
      expect(html).toContain('must be http(s) addresses');
      expect(html).not.toContain('javascript:');
    },
  );

  test('the webhook may come before the browser: the callback then confirms nothing more', async () => {
    const { api, asha } = await setUp();
    const orderId = await placeOrder(api, ASHA);
    const back = await returnForm(
      await payInSandbox(api, await start(api, asha, orderId), { webhook: 'before' }),
    );
    expect(await orderRow(api, orderId)).toMatchObject({ status: 'paid', timesPaid: 1 });
    expect(await backToShop(api, back)).toBe(success(orderId));
    expect((await events(api)).map(({ source, outcome }) => `${source}:${outcome}`)).toEqual([
      'callback:unchanged',
      'webhook:captured',
      'webhook:unchanged',
    ]);
    expect(await orderRow(api, orderId)).toMatchObject({ timesPaid: 1 });
  });

  test('a webhook delivered twice is applied once', async () => {
    const deliveries: string[] = [];
    const api = await testApi({
      config: { payments },
      outgoing: (toApp) => (input, init) => {
        if (String(input).includes('/api/payment/webhook/')) deliveries.push(String(input));
        return toApp(input, init);
      },
    });
    const asha = await api.signIn(ASHA);
    const orderId = await placeOrder(api, ASHA);
    const page = await payInSandbox(api, await start(api, asha, orderId), {
      webhook: 'twice',
      noReturn: true,
    });
    expect(await page.text()).toContain('not sent back');
    await vi.waitFor(() => expect(deliveries).toHaveLength(4));
    await vi.waitFor(async () =>
      expect(await orderRow(api, orderId)).toMatchObject({ status: 'paid', timesPaid: 1 }),
    );
    expect(await events(api)).toHaveLength(2);
  });

  test('a storm of webhooks, each five times, at once and out of order, pays the order once', async () => {
    const { api, held, asha, orderId } = await orderWithWebhooksHeld();
    await payInSandbox(api, await start(api, asha, orderId), { webhook: 'before', noReturn: true });
    expect(held).toHaveLength(2);

    // order.paid before payment.captured, each delivered five times at once.
    const storm = [...held].reverse().flatMap((deliver) => Array.from({ length: 5 }, () => deliver));
    const answers = await Promise.all(storm.map((deliver) => deliver()));

    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await orderRow(api, orderId)).toMatchObject({ status: 'paid', timesPaid: 1 });
    expect(await events(api)).toHaveLength(2);
  });
});

describe('what confirms nothing', () => {
  test('a forged Razorpay signature', async () => {
    const { api, asha } = await setUp();
    const orderId = await placeOrder(api, ASHA);
    const back = await returnForm(
      await payInSandbox(api, await start(api, asha, orderId), { webhook: 'never' }),
    );
    const forged = { ...back.fields, razorpay_signature: '0'.repeat(64) };
    expect(await backToShop(api, { ...back, fields: forged })).toBe(failure(orderId));
    // A signature made for another order of ours does not pay this one either.
    const other = { ...back.fields, razorpay_order_id: 'order_Other000000000' };
    expect(await backToShop(api, { ...back, fields: other })).toBe(success(orderId));
    expect(await orderRow(api, orderId)).toMatchObject({ status: 'paid', timesPaid: 1 });
  });

  test('a forged callback leaves the order unpaid', async () => {
    const { api, asha } = await setUp();
    const orderId = await placeOrder(api, ASHA);
    const back = await returnForm(
      await payInSandbox(api, await start(api, asha, orderId), { webhook: 'never' }),
    );
    const forged = { ...back.fields, razorpay_payment_id: 'pay_Forged00000000' };
    expect(await backToShop(api, { ...back, fields: forged })).toBe(failure(orderId));
    expect(await orderRow(api, orderId)).toMatchObject({ status: 'awaiting_payment', timesPaid: 0 });
    expect(await events(api)).toEqual([]);
  });

  test('a PayU return with the amount altered', async () => {
    const { api, asha } = await setUp();
    const orderId = await placeOrder(api, ASHA, 'PAYU');
    const back = await returnForm(
      await payInSandbox(api, await start(api, asha, orderId, 'PAYU'), { webhook: 'never' }),
    );
    expect(await backToShop(api, { ...back, fields: { ...back.fields, amount: '1.00' } })).toBe(
      failure(orderId),
    );
    expect(await orderRow(api, orderId)).toMatchObject({ status: 'awaiting_payment', timesPaid: 0 });
  });

  test('a replayed callback', async () => {
    const { api, asha } = await setUp();
    const orderId = await placeOrder(api, ASHA);
    const back = await returnForm(
      await payInSandbox(api, await start(api, asha, orderId), { webhook: 'never' }),
    );
    expect(await backToShop(api, back)).toBe(success(orderId));
    expect(await backToShop(api, back)).toBe(success(orderId));
    expect(await events(api)).toHaveLength(1);
    expect(await orderRow(api, orderId)).toMatchObject({ status: 'paid', timesPaid: 1 });
  });

  test('a forged webhook is refused and uses up no event id', async () => {
    const { api, asha } = await setUp();
    const orderId = await placeOrder(api, ASHA);
    const { handoff } = await start(api, asha, orderId);
    const body = razorpayCaptureEvent({
      id: 'pay_X',
      orderId: handoff.fields['order_id'],
      amount: AMOUNT,
      method: 'upi',
    });
    const response = await sendRazorpayWebhook(api, body, 'evt_1', 'guessed');
    expect(response.status).toBe(400);
    expect(await events(api)).toEqual([]);
    expect(await orderRow(api, orderId)).toMatchObject({ status: 'awaiting_payment' });
  });

  test('a genuine payment of another amount', async () => {
    const { api, asha } = await setUp();
    const orderId = await placeOrder(api, ASHA);
    const { handoff } = await start(api, asha, orderId);
    const body = razorpayCaptureEvent({
      id: 'pay_Short',
      orderId: handoff.fields['order_id'],
      amount: 100,
      method: 'upi',
    });
    const response = await sendRazorpayWebhook(api, body, 'evt_short');
    expect(response.status).toBe(200);
    expect(await events(api)).toEqual([{ source: 'webhook', outcome: 'amount_mismatch' }]);
    expect(await orderRow(api, orderId)).toMatchObject({ status: 'payment_failed', timesPaid: 0 });
    expect(await status(api, asha, orderId)).toMatchObject({
      state: 'failed',
      canPay: true,
      refundDue: true,
    });
  });

  test("another customer's order: neither paid nor shown", async () => {
    const { api } = await setUp();
    const orderId = await placeOrder(api, ASHA);
    const rohan = await api.signIn(ROHAN);
    expect((await initiate(api, rohan, orderId)).status).toBe(404);
    for (const call of [paymentCalls.status, paymentCalls.getPaymentStatus]) {
      expect((await api.request(`${call.path}?orderId=${orderId}`, { cookies: rohan })).status).toBe(404);
    }
    expect((await api.request(`${paymentCalls.status.path}?orderId=${orderId}`)).status).toBe(401);
  });
});

describe('settling and retrying', () => {
  test('a payment whose browser and webhook never come back is settled by asking the provider', async () => {
    const { api, asha } = await setUp();
    for (const provider of ['RAZORPAY', 'PAYU'] as const) {
      const orderId = await placeOrder(api, ASHA, provider);
      await payInSandbox(api, await start(api, asha, orderId, provider), {
        webhook: 'never',
        noReturn: true,
      });
      expect(await status(api, asha, orderId)).toMatchObject({
        state: 'pending',
        pollAfterSeconds: 2,
        canPay: false,
      });
      api.clock.advance(payments.reconcileAfterSeconds);
      // The poll only reads; the status call asks the provider once the payment has waited long enough.
      expect(await status(api, asha, orderId, paymentCalls.getPaymentStatus)).toMatchObject({
        state: 'pending',
      });
      expect(await status(api, asha, orderId)).toMatchObject({ state: 'captured', pollAfterSeconds: null });
      expect(await orderRow(api, orderId)).toMatchObject({ status: 'paid', timesPaid: 1 });
    }
  });

  test.each([
    {
      provider: 'RAZORPAY',
      field: 'order_id',
      retry: 'continues the same Razorpay order, which takes another try',
    },
    { provider: 'PAYU', field: 'txnid', retry: 'is a new PayU transaction, as a txnid is used once' },
  ] as const)(
    '$provider: a failed payment, then the same order paid again: the retry $retry',
    async ({ provider, field }) => {
      const { api, asha } = await setUp();
      const orderId = await placeOrder(api, ASHA, provider);
      const first = await start(api, asha, orderId, provider);
      expect(
        await backToShop(
          api,
          await returnForm(await payInSandbox(api, first, { outcome: 'failure', webhook: 'never' })),
        ),
      ).toBe(failure(orderId));
      expect(await orderRow(api, orderId)).toMatchObject({ status: 'payment_failed' });
      expect(await status(api, asha, orderId)).toMatchObject({
        state: 'failed',
        canPay: true,
        refundDue: false,
        pollAfterSeconds: null,
      });

      const second = await start(api, asha, orderId, provider);
      const sameProviderOrder = second.handoff.fields[field] === first.handoff.fields[field];
      expect(sameProviderOrder).toBe(provider === 'RAZORPAY');
      // Paying again is under way: the status page waits for it rather than showing the old failure.
      expect(await status(api, asha, orderId)).toMatchObject({ state: 'pending', pollAfterSeconds: 2 });
      expect(await backToShop(api, await returnForm(await payInSandbox(api, second)))).toBe(success(orderId));
      expect(await orderRow(api, orderId)).toMatchObject({ status: 'paid', timesPaid: 1 });
    },
  );

  test("RAZORPAY: a declined try, then the customer's retry in the same checkout is captured: the order is paid", async () => {
    const { api, asha } = await setUp();
    const orderId = await placeOrder(api, ASHA);
    const started = await start(api, asha, orderId);
    // The bank declines; payment.failed reaches the shop while the customer stays on Razorpay's page.
    const declined = await payInSandbox(api, started, { outcome: 'retry', webhook: 'before' });
    const page = await declined.text();
    expect(page).toContain('<p role="alert">Payment failed: your bank declined it. Try again.</p>');
    expect(await events(api)).toEqual([{ source: 'webhook', outcome: 'try_failed' }]);
    expect(await orderRow(api, orderId)).toMatchObject({ status: 'payment_failed', timesPaid: 0 });
    // Meanwhile the status page says the try failed and the order may be paid again (not a spinner).
    expect(await status(api, asha, orderId)).toMatchObject({
      state: 'failed',
      canPay: true,
      pollAfterSeconds: null,
    });

    api.clock.advance(30);
    const retried = await returnForm(await choose(api, page, { method: 'upi', webhook: 'never' }));
    expect(await backToShop(api, retried)).toBe(success(orderId));
    expect(await orderRow(api, orderId)).toMatchObject({ status: 'paid', timesPaid: 1 });
    expect(await status(api, asha, orderId)).toMatchObject({ state: 'captured', canPay: false });
    expect(
      await api.db.query('SELECT state, provider_payment_id FROM payment_attempts WHERE order_id = $1', [
        orderId,
      ]),
    ).toEqual([{ state: 'captured', provider_payment_id: retried.fields['razorpay_payment_id'] }]);
    expect(await events(api)).toEqual([
      { source: 'webhook', outcome: 'try_failed' },
      { source: 'callback', outcome: 'captured' },
    ]);
  });

  test("PAYU: a declined try on PayU's page is not reported; the retry there pays the order", async () => {
    const { api, asha } = await setUp();
    const orderId = await placeOrder(api, ASHA, 'PAYU');
    const declined = await payInSandbox(api, await start(api, asha, orderId, 'PAYU'), {
      outcome: 'retry',
      webhook: 'before',
    });
    const page = await declined.text();
    expect(page).toContain('<p role="alert">Transaction declined by your bank. Try again.</p>');
    expect(await events(api)).toEqual([]);
    expect(await status(api, asha, orderId)).toMatchObject({ state: 'pending' });

    expect(await backToShop(api, await returnForm(await choose(api, page, { webhook: 'never' })))).toBe(
      success(orderId),
    );
    expect(await orderRow(api, orderId)).toMatchObject({ status: 'paid', timesPaid: 1 });
  });

  test('RAZORPAY: a late copy of the failure of a try already recorded does not mark the retry failed', async () => {
    const { api, held, asha, orderId } = await orderWithWebhooksHeld();
    const first = await start(api, asha, orderId);
    // The browser's return settles the failed try by asking Razorpay; its webhook is held back.
    const back = await returnForm(await payInSandbox(api, first, { outcome: 'failure', webhook: 'before' }));
    expect(await backToShop(api, back)).toBe(failure(orderId));
    await start(api, asha, orderId);
    expect(await status(api, asha, orderId)).toMatchObject({ state: 'pending' });

    expect(held).toHaveLength(1);
    await Promise.all(held.map((deliver) => deliver()));
    expect((await events(api)).map(({ source, outcome }) => `${source}:${outcome}`)).toEqual([
      'reconciliation:try_failed',
      'webhook:unchanged',
    ]);
    expect(await status(api, asha, orderId)).toMatchObject({ state: 'pending' });
  });

  test('a capture for an attempt already replaced is not taken: it is recorded to be refunded', async () => {
    const { api, asha } = await setUp();
    const orderId = await placeOrder(api, ASHA);
    const first = await start(api, asha, orderId, 'RAZORPAY');
    const razorpayPage = await providerPage(api, first);
    expect(await pay(api, asha, orderId, 'PAYU')).toBe(success(orderId));
    // The Razorpay page left open in another tab is paid too.
    await backToShop(api, await returnForm(await choose(api, razorpayPage, { webhook: 'never' })));
    expect(await orderRow(api, orderId)).toMatchObject({ status: 'paid', timesPaid: 1 });
    expect((await events(api)).map(({ outcome }) => outcome)).toContain('late_capture');
  });

  test('cancelling on the provider page changes nothing, and paying again resumes the same payment', async () => {
    const { api, asha } = await setUp();
    const orderId = await placeOrder(api, ASHA);
    const first = await start(api, asha, orderId);
    const cancelled = await payInSandbox(api, first, { outcome: 'cancel' });
    expect(cancelled.status).toBe(303);
    const back = await api.request(pathOf(cancelled.headers.get('location') ?? ''));
    expect(back.headers.get('location')).toBe(failure(orderId));
    const again = await start(api, asha, orderId);
    expect(again.handoff.fields['order_id']).toBe(first.handoff.fields['order_id']);
    expect(await pay(api, asha, orderId, 'RAZORPAY')).toBe(success(orderId));
  });

  test('a provider that does not answer: a clear refusal, the attempt kept, and the retry goes through', async () => {
    let down = true;
    const api = await testApi({
      config: { payments },
      outgoing: (toApp) => (input, init) =>
        down && String(input).includes('/sandbox/razorpay/v1/orders')
          ? Promise.reject(new TypeError('fetch failed'))
          : toApp(input, init),
    });
    const asha = await api.signIn(ASHA);
    const orderId = await placeOrder(api, ASHA);
    const refused = await initiate(api, asha, orderId, 'RAZORPAY');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining('Razorpay is not answering'),
    });
    const attempts = await api.db.query<{ state: string }>('SELECT state FROM payment_attempts');
    expect(attempts).toEqual([{ state: 'created' }]);
    expect(await status(api, asha, orderId)).toMatchObject({ state: 'created', canPay: true });

    down = false;
    expect(await pay(api, asha, orderId, 'RAZORPAY')).toBe(success(orderId));
    expect(await api.db.query('SELECT state FROM payment_attempts')).toEqual([{ state: 'captured' }]);
  });

  test('switching provider settles the open payment first and never runs two at once', async () => {
    const { api, asha } = await setUp();
    const orderId = await placeOrder(api, ASHA);
    await start(api, asha, orderId, 'RAZORPAY');
    expect(await pay(api, asha, orderId, 'PAYU')).toBe(success(orderId));
    expect(
      await api.db.query(
        'SELECT provider, state, failure_reason FROM payment_attempts ORDER BY provider DESC',
      ),
    ).toEqual([
      { provider: 'RAZORPAY', state: 'failed', failure_reason: 'replaced' },
      { provider: 'PAYU', state: 'captured', failure_reason: null },
    ]);
  });
});
