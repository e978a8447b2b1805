import { expect } from 'vitest';
import { paymentCalls, paymentStartSchema, paymentStatusSchema } from '@nirmal/domain/contract';
import type { PaymentProvider, PaymentStart, PaymentStatus, PromotionId } from '@nirmal/domain/contract';
import { loadConfig, SANDBOX_KEYS } from '../src/config.ts';
import { razorpayWebhookSignature } from '../src/modules/payments/providers/razorpay.ts';
import { ASHA, testApi } from './support.ts';
import type { TestApi } from './support.ts';

// Paying orders through the sandbox providers as a browser does: the handoff form posted to the
// provider's page, the tester's choice there, and the provider's return posted back to the shop.

export const AMOUNT = 1_499_00;
/** Webhooks a few milliseconds after the browser returns. */
export const payments = loadConfig({ PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: '5' }).payments;

export interface Choice {
  method?: 'upi' | 'card' | 'netbanking' | 'emi';
  outcome?: 'success' | 'failure' | 'retry' | 'cancel';
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
export function formOf(html: string) {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error(`No form in:\n${html}`);
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(
      ([, name = '', value = '']) => [unescape(name), unescape(value)],
    ),
  );
  return { action: unescape(action), fields };
}

export const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** A browser's form POST (from another site: no client-type header, no cookies). */
export const postForm = (api: TestApi, action: string, fields: Record<string, string>) =>
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
export async function placeOrder(
  api: TestApi,
  mobile: string,
  provider: PaymentProvider = 'RAZORPAY',
  promotion: PromotionId | null = null,
): Promise<string> {
  const id = `ORD${++orderCount}${Date.now()}`;
  await api.db.query(
    `INSERT INTO orders (id, customer_id, kind, status, refund_state, mrp_paise, price_paise, coupon_discount_paise,
       exchange_value_paise, promotion_discount_paise, delivery_charge_paise, amount_paise, discounts, provider,
       promotion, price_version, placed_at, updated_at)
     VALUES ($1, $2, 'product', 'awaiting_payment', 'none', $3, $3, 0, 0, 0, 0, $3, '[]', $4, $5, 'v1', $6, $6)`,
    [id, await customerId(api, mobile), AMOUNT, provider, promotion, api.clock.now()],
  );
  return id;
}

export async function setUp() {
  const api = await testApi({ config: { payments } });
  const asha = await api.signIn(ASHA);
  return { api, asha };
}

export async function initiate(api: TestApi, cookies: string, orderId: string, provider?: PaymentProvider) {
  return api.request(paymentCalls.initiate.path, { cookies, json: { orderId, provider } });
}

export async function start(
  api: TestApi,
  cookies: string,
  orderId: string,
  provider?: PaymentProvider,
): Promise<PaymentStart> {
  const response = await initiate(api, cookies, orderId, provider);
  expect(response.status, await response.clone().text()).toBe(200);
  return paymentStartSchema.parse(((await response.json()) as { data: unknown }).data);
}

/** Submits the handoff as the payment page does: the provider's page, as HTML. */
export async function providerPage(api: TestApi, { handoff }: PaymentStart): Promise<string> {
  const page = await postForm(api, handoff.action, handoff.fields);
  const html = await page.text();
  expect(page.status, html).toBe(200);
  return html;
}

/** Makes the choice on the provider's page: what the provider answers with. */
export function choose(api: TestApi, providerPageHtml: string, choice: Choice = {}) {
  const pay = formOf(providerPageHtml);
  const { method = 'card', outcome = 'success', webhook = 'after', noReturn = false } = choice;
  return postForm(api, pay.action, {
    ...pay.fields,
    method,
    outcome,
    webhook,
    ...(noReturn ? { noReturn: 'on' } : {}),
  });
}

/** Submits the handoff, makes the choice on the sandbox's page: the page the provider answers with. */
export async function payInSandbox(api: TestApi, started: PaymentStart, choice: Choice = {}) {
  return choose(api, await providerPage(api, started), choice);
}

/** The provider's auto-submitted return form. */
export async function returnForm(response: Response) {
  const html = await response.text();
  expect(response.status, html).toBe(200);
  return formOf(html);
}

export async function backToShop(api: TestApi, form: { action: string; fields: Record<string, string> }) {
  const response = await postForm(api, form.action, form.fields);
  expect(response.status).toBe(303);
  return response.headers.get('location');
}

export async function pay(
  api: TestApi,
  cookies: string,
  orderId: string,
  provider: PaymentProvider,
  choice: Choice = {},
) {
  const started = await start(api, cookies, orderId, provider);
  return backToShop(api, await returnForm(await payInSandbox(api, started, choice)));
}

export async function orderRow(api: TestApi, orderId: string) {
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

export const events = (api: TestApi) =>
  api.db.query<{ source: string; outcome: string }>(
    'SELECT source, outcome FROM payment_events ORDER BY received_at, source',
  );

export async function status(
  api: TestApi,
  cookies: string,
  orderId: string,
  call: { path: string } = paymentCalls.status,
): Promise<PaymentStatus> {
  const response = await api.request(`${call.path}?orderId=${orderId}`, { cookies });
  expect(response.status, await response.clone().text()).toBe(200);
  return paymentStatusSchema.parse(((await response.json()) as { data: unknown }).data);
}

export const success = (orderId: string) => `${payments.storefrontUrl}/payment/success/?orderId=${orderId}`;
export const failure = (orderId: string) => `${payments.storefrontUrl}/payment/failure/?orderId=${orderId}`;

/** The body of Razorpay's `payment.captured` webhook for one payment of a Razorpay order. */
export function razorpayCaptureEvent(payment: {
  id: string;
  orderId: string | undefined;
  amount: number;
  method: string;
}) {
  const { id, orderId, amount, method } = payment;
  return JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id,
          entity: 'payment',
          amount,
          currency: 'INR',
          status: 'captured',
          order_id: orderId,
          method,
        },
      },
    },
  });
}

/** Posts a Razorpay webhook as Razorpay does, signed with `secret` (the sandbox's, unless told). */
export const sendRazorpayWebhook = (
  api: TestApi,
  body: string,
  eventId: string,
  secret: string = SANDBOX_KEYS.razorpay.webhookSecret,
) =>
  api.request('/api/payment/webhook/razorpay', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': razorpayWebhookSignature(secret, body),
      'x-razorpay-event-id': eventId,
    },
    body,
  });
