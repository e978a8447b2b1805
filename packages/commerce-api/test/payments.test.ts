import { describe, expect, test, vi } from 'vitest';
import { paymentCalls, paymentStartSchema, paymentStatusSchema } from '@nirmal/domain/contract';
import type { PaymentProvider, PaymentStart, PaymentStatus } from '@nirmal/domain/contract';
import { loadConfig, SANDBOX_KEYS } from '../src/config.ts';
import { razorpayWebhookSignature } from '../src/modules/payments/providers/razorpay.ts';
import { ASHA, ROHAN, testApi } from './support.ts';
import type { TestApi } from './support.ts';

const AMOUNT = 1_499_00;
const payments = loadConfig({ PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: '5' }).payments;

interface Choice {
  method?: 'upi' | 'card' | 'netbanking' | 'emi';
  outcome?: 'success' | 'failure' | 'cancel';
  webhook?: 'after' | 'before' | 'twice' | 'never';
  noReturn?: boolean;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** The first form of a page: where it posts and its hidden fields, as a browser would submit them. */
function formOf(html: string) {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error(`No form in:\n${html}`);
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(
      ([, name = '', value = '']) => [unescape(name), unescape(value)],
    ),
  );
  return { action: unescape(action), fields };
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** A browser's form POST (from another site: no client-type header, no cookies). */
const postForm = (api: TestApi, action: string, fields: Record<string, string>) =>
  api.request(pathOf(action), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)',
    },
    body: new URLSearchParams(fields).toString(),
  });

async function customerId(api: TestApi, mobile: string): Promise<string> {
  const [row] = await api.db.query<{ id: string }>('SELECT id FROM customers WHERE mobile = $1', [mobile]);
  if (!row) throw new Error(`No customer ${mobile}`);
  return row.id;
}

let orderCount = 0;
/** An order awaiting payment, as checkout leaves it. */
async function placeOrder(
  api: TestApi,
  mobile: string,
  provider: PaymentProvider = 'RAZORPAY',
): Promise<string> {
  const id = `ORD${++orderCount}${Date.now()}`;
  await api.db.query(
    `INSERT INTO orders (id, customer_id, kind, status, refund_state, mrp_paise, price_paise, coupon_discount_paise,
       exchange_value_paise, promotion_discount_paise, delivery_charge_paise, amount_paise, discounts, provider,
       price_version, placed_at, updated_at)
     VALUES ($1, $2, 'product', 'awaiting_payment', 'none', $3, $3, 0, 0, 0, 0, $3, '[]', $4, 'v1', $5, $5)`,
    [id, await customerId(api, mobile), AMOUNT, provider, api.clock.now()],
  );
  return id;
}

async function setUp() {
  const api = await testApi({ config: { payments } });
  const asha = await api.signIn(ASHA);
  return { api, asha };
}

async function initiate(api: TestApi, cookies: string, orderId: string, provider?: PaymentProvider) {
  return api.request(paymentCalls.initiate.path, { cookies, json: { orderId, provider } });
}

async function start(
  api: TestApi,
  cookies: string,
  orderId: string,
  provider?: PaymentProvider,
): Promise<PaymentStart> {
  const response = await initiate(api, cookies, orderId, provider);
  expect(response.status, await response.clone().text()).toBe(200);
  return paymentStartSchema.parse(((await response.json()) as { data: unknown }).data);
}

/** Submits the handoff, makes the choice on the sandbox's page: the page the provider answers with. */
async function payInSandbox(api: TestApi, { handoff }: PaymentStart, choice: Choice = {}) {
  const page = await postForm(api, handoff.action, handoff.fields);
  const html = await page.text();
  expect(page.status, html).toBe(200);
  const pay = formOf(html);
  const { method = 'card', outcome = 'success', webhook = 'after', noReturn = false } = choice;
  return postForm(api, pay.action, {
    ...pay.fields,
    method,
    outcome,
    webhook,
    ...(noReturn ? { noReturn: 'on' } : {}),
  });
}

/** The provider's auto-submitted return form. */
async function returnForm(response: Response) {
  const html = await response.text();
  expect(response.status, html).toBe(200);
  return formOf(html);
}

async function backToShop(api: TestApi, form: { action: string; fields: Record<string, string> }) {
  const response = await postForm(api, form.action, form.fields);
  expect(response.status).toBe(303);
  return response.headers.get('location');
}

async function pay(
  api: TestApi,
  cookies: string,
  orderId: string,
  provider: PaymentProvider,
  choice: Choice = {},
) {
  const started = await start(api, cookies, orderId, provider);
  return backToShop(api, await returnForm(await payInSandbox(api, started, choice)));
}

async function orderRow(api: TestApi, orderId: string) {
  const [order] = await api.db.query<{ status: string; provider_payment_id: string | null }>(
    'SELECT status, provider_payment_id FROM orders WHERE id = $1',
    [orderId],
  );
  const [paid] = await api.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM order_events WHERE order_id = $1 AND status = 'paid'`,
    [orderId],
  );
  return { ...order, timesPaid: paid?.count };
}

const events = (api: TestApi) =>
  api.db.query<{ source: string; outcome: string }>(
    'SELECT source, outcome FROM payment_events ORDER BY received_at, source',
  );

async function status(
  api: TestApi,
  cookies: string,
  orderId: string,
  call: { path: string } = paymentCalls.status,
): Promise<PaymentStatus> {
  const response = await api.request(`${call.path}?orderId=${orderId}`, { cookies });
  expect(response.status, await response.clone().text()).toBe(200);
  return paymentStatusSchema.parse(((await response.json()) as { data: unknown }).data);
}

const success = (orderId: string) => `${payments.storefrontUrl}/payment/success/?orderId=${orderId}`;
const failure = (orderId: string) => `${payments.storefrontUrl}/payment/failure/?orderId=${orderId}`;

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
    expect(desktop).toContain('<svg role="img" aria-label="UPI code');
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
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_X',
            entity: 'payment',
            amount: AMOUNT,
            currency: 'INR',
            status: 'captured',
            order_id: handoff.fields['order_id'],
            method: 'upi',
          },
        },
      },
    });
    const response = await api.request('/api/payment/webhook/razorpay', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': razorpayWebhookSignature('guessed', body),
        'x-razorpay-event-id': 'evt_1',
      },
      body,
    });
    expect(response.status).toBe(400);
    expect(await events(api)).toEqual([]);
    expect(await orderRow(api, orderId)).toMatchObject({ status: 'awaiting_payment' });
  });

  test('a genuine payment of another amount', async () => {
    const { api, asha } = await setUp();
    const orderId = await placeOrder(api, ASHA);
    const { handoff } = await start(api, asha, orderId);
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_Short',
            entity: 'payment',
            amount: 100,
            currency: 'INR',
            status: 'captured',
            order_id: handoff.fields['order_id'],
            method: 'upi',
          },
        },
      },
    });
    const response = await api.request('/api/payment/webhook/razorpay', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': razorpayWebhookSignature(SANDBOX_KEYS.razorpay.webhookSecret, body),
        'x-razorpay-event-id': 'evt_short',
      },
      body,
    });
    expect(response.status).toBe(200);
    expect(await events(api)).toEqual([{ source: 'webhook', outcome: 'amount_mismatch' }]);
    expect(await orderRow(api, orderId)).toMatchObject({ status: 'payment_failed', timesPaid: 0 });
    expect(await status(api, asha, orderId)).toMatchObject({ state: 'failed', canPay: true });
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

  test.each(['RAZORPAY', 'PAYU'] as const)(
    '%s: a failed payment, then the same order paid again',
    async (provider) => {
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
      expect(await status(api, asha, orderId)).toMatchObject({ state: 'failed', canPay: true });

      const second = await start(api, asha, orderId, provider);
      expect(second.handoff.fields).not.toEqual(first.handoff.fields);
      expect(await backToShop(api, await returnForm(await payInSandbox(api, second)))).toBe(success(orderId));
      expect(await orderRow(api, orderId)).toMatchObject({ status: 'paid', timesPaid: 1 });
    },
  );

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
