// A buyer of the fault run, talking to commerce-api as the storefront forwards a browser's calls: cart,
// checkout, paying in the sandbox, the provider's return. Each step a person would retry (the
// place-order button again, the page reloaded) is tried again until it is answered, the order
// under the same idempotency key, so a retry never makes a second order.
import { randomUUID } from 'node:crypto';
import { CLIENT_TYPE_HEADER, type PlaceOrderResult } from '@nirmal/domain/contract';
import type { Ledger } from '../load/rounds.ts';
import { payInSandbox, type Handoff } from '../load/sandbox.ts';

/** What every buyer buys. */
export const PRODUCT = 'NRM-101-1';
/** Longer than any answer should take: past it the call counts as hung. */
const HUNG_AFTER_MS = 15_000;
const RETRY_AFTER_MS = 500;

/** What the calls were answered while the fault ran, for the report. */
export interface Answers {
  /** `503 <message>` (or `no answer: <error>`), counted. */
  failures: Map<string, number>;
  succeeded: number;
  /** The slowest answer of any call, in ms. */
  slowestMs: number;
  hung: number;
  /** What placing an order answered changed (before it was placed again), counted. */
  changes: Map<string, number>;
}

export const createAnswers = (): Answers => ({
  failures: new Map(),
  succeeded: 0,
  slowestMs: 0,
  hung: 0,
  changes: new Map(),
});

interface Sent {
  status: number;
  body: string;
  location: string | null;
}

export interface Buyer {
  mobile: string;
  cookies: string;
  addressId: string;
  /** Orders whose provider's return landed on the success page. */
  paid: string[];
}

export function buyerCalls(apiUrl: string, answers: Answers) {
  const pause = () => new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));

  async function send(
    path: string,
    init: { cookies?: string; json?: unknown; form?: Record<string, string> },
  ): Promise<Sent | undefined> {
    const headers: Record<string, string> = {};
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    else headers[CLIENT_TYPE_HEADER] = 'web';
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    if (init.cookies) headers['cookie'] = init.cookies;
    const body = init.form ? new URLSearchParams(init.form).toString() : JSON.stringify(init.json);
    const started = performance.now();
    try {
      const response = await fetch(`${apiUrl}${path}`, {
        method: init.json === undefined && !init.form ? 'GET' : 'POST',
        headers,
        body: init.json === undefined && !init.form ? undefined : body,
        redirect: 'manual',
        signal: AbortSignal.timeout(HUNG_AFTER_MS),
      });
      const sent = {
        status: response.status,
        body: await response.text(),
        location: response.headers.get('location'),
      };
      answers.slowestMs = Math.max(answers.slowestMs, performance.now() - started);
      return sent;
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') answers.hung += 1;
      const reason = `no answer: ${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : error}`;
      answers.failures.set(reason, (answers.failures.get(reason) ?? 0) + 1);
      return undefined;
    }
  }

  /** Sends until answered 2xx or 3xx (at most `tries` times), counting each failure's status and message. */
  async function untilAnswered(
    path: string,
    init: { cookies?: string; json?: unknown; form?: Record<string, string> },
    tries = 60,
  ): Promise<Sent> {
    for (let attempt = 1; ; attempt += 1) {
      const sent = await send(path, init);
      if (sent && sent.status < 400) {
        answers.succeeded += 1;
        return sent;
      }
      if (sent) {
        const message = (JSON.parse(sent.body || '{}') as { message?: string }).message;
        const failure = `${sent.status} ${message ?? sent.body.slice(0, 80)} (${path.split('?')[0]})`;
        answers.failures.set(failure, (answers.failures.get(failure) ?? 0) + 1);
        if (sent.status < 500 && sent.status !== 429) throw new Error(`${path} refused: ${failure}`);
      }
      if (attempt === tries) throw new Error(`${path} was not answered in ${tries} tries`);
      await pause();
    }
  }

  const dataOf = <T>(sent: Sent) => (JSON.parse(sent.body) as { data: T }).data;

  /** Signs a new number in (it signs up) and gives it a delivery address. */
  async function signUp(mobile: string, address: object): Promise<Buyer> {
    const sent = dataOf<{ requestId: string }>(
      await untilAnswered('/api/public/ecom/v1/otp/send', { json: { mobile } }),
    );
    const { otp } = dataOf<{ otp: string }>(await untilAnswered(`/api/dev/otp-outbox?mobile=${mobile}`, {}));
    const response = await fetch(`${apiUrl}/api/public/ecom/v1/otp/verify`, {
      method: 'POST',
      headers: { [CLIENT_TYPE_HEADER]: 'web', 'content-type': 'application/json' },
      body: JSON.stringify({ mobile, otp, requestId: sent.requestId }),
    });
    if (!response.ok) throw new Error(`signing ${mobile} in answered ${response.status}`);
    const cookies = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .filter((pair) => !pair.endsWith('='))
      .join('; ');
    const { id } = dataOf<{ id: string }>(
      await untilAnswered('/api/account/address', { cookies, json: address }),
    );
    return { mobile, cookies, addressId: id, paid: [] };
  }

  /** One checkout, from the cart to the provider's return, each step retried until it is answered. */
  async function checkout(buyer: Buyer, ledger: Ledger): Promise<void> {
    const { cookies } = buyer;
    await untilAnswered('/api/public/v1/cart/cart-item', {
      cookies,
      json: { kind: 'product', productId: PRODUCT, quantity: 1 },
    });
    const { priceVersion } = dataOf<{ priceVersion: string }>(
      await untilAnswered(`/api/cart/checkoutV2?addressId=${buyer.addressId}`, { cookies }),
    );
    // One key for every try of this order: the same order answers each retry.
    const idempotencyKey = randomUUID();
    const place = async (version: string) =>
      dataOf<PlaceOrderResult>(
        await untilAnswered('/api/v1/checkout', {
          cookies,
          json: { addressId: buyer.addressId, isTCChecked: true, priceVersion: version, idempotencyKey },
        }),
      );
    let placed = await place(priceVersion);
    // What the buyer would pay changed meanwhile (another buyer took the last units at a hub): they
    // see the new checkout and place again, as the page asks.
    for (let again = 0; placed.outcome === 'changed' && again < 3; again += 1) {
      const change = placed.changes.map((one) => one.code).join(', ');
      answers.changes.set(change, (answers.changes.get(change) ?? 0) + 1);
      placed = await place(placed.checkout.priceVersion);
    }
    if (placed.outcome !== 'placed') throw new Error('placing the order kept answering changed');
    const { orderId } = placed.order;
    ledger.placed.set(buyer.mobile, (ledger.placed.get(buyer.mobile) ?? new Set()).add(orderId));

    const { handoff } = dataOf<{ handoff: Handoff }>(
      await untilAnswered('/api/payment/initiate', { cookies, json: { orderId, provider: 'RAZORPAY' } }),
    );
    const back = await payInSandbox(handoff);
    ledger.paidInSandbox.add(orderId);
    const returned = await untilAnswered(back.path, { form: back.fields });
    if (returned.location?.includes(`/payment/success/?orderId=${orderId}`)) buyer.paid.push(orderId);
    else throw new Error(`the return of ${orderId} led to ${returned.location ?? returned.status}`);
  }

  return { signUp, checkout };
}
