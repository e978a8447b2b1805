import type { Context } from 'hono';
import {
  PAYMENT_PROVIDERS,
  PAYMENT_PROVIDER_PATHS,
  paymentCalls,
  paymentOutcomePath,
} from '@nirmal/domain/contract';
import type { AppEnv } from '../../http/app-env.ts';
import type { CallRoutes } from '../../http/route.ts';
import { requireCustomer } from '../../http/require-customer.ts';
import type { ModuleDeps } from '../module.ts';
import { paymentProviders } from './providers/index.ts';
import { refundsService } from './refund-service.ts';
import { paymentsService } from './service.ts';

/** A provider's form body (urlencoded) as a record of its fields. */
async function formFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await c.req.text()));
}

export function paymentRoutes(routes: CallRoutes, deps: ModuleDeps): void {
  const { config } = deps;
  const providers = paymentProviders(config.payments, deps.fetch, deps.outbound);
  const payments = paymentsService({ ...deps, providers });
  const refunds = refundsService({ ...deps, providers });
  if (config.payments.refundSweepSeconds > 0) {
    deps.scheduler.every('The refund sweep', config.payments.refundSweepSeconds * 1000, refunds.sweep);
  }
  const signedIn = { before: [requireCustomer(deps)] };
  const customerId = (c: Context<AppEnv>) => c.get('customer').customerId;

  routes.handle(
    paymentCalls.initiate,
    async ({ body }, c) => ({ data: await payments.initiate(customerId(c), body.orderId, body.provider) }),
    signedIn,
  );
  routes.handle(
    paymentCalls.status,
    async ({ query }, c) => ({ data: await payments.status(customerId(c), query.orderId, true) }),
    signedIn,
  );
  routes.handle(
    paymentCalls.getPaymentStatus,
    async ({ query }, c) => ({ data: await payments.status(customerId(c), query.orderId, false) }),
    signedIn,
  );

  const storefront = (path: string) => `${config.payments.storefrontUrl}${path}`;
  const failurePage = (orderId: string | null) =>
    storefront(orderId ? paymentOutcomePath('failure', orderId) : '/payment/failure/');

  // The provider sends the browser back with a form POST of its own fields (not our JSON, and
  // without our session cookie, which SameSite keeps off a cross-site POST): the attempt named in
  // the address we gave the provider, and the provider's signature, say whose payment it is.
  for (const provider of PAYMENT_PROVIDERS) {
    const returned = async (c: Context<AppEnv>, fields: Record<string, string>) => {
      const { orderId, outcome } = await payments.callback(provider, c.req.query('attempt'), fields);
      return c.redirect(orderId ? storefront(paymentOutcomePath(outcome, orderId)) : failurePage(null), 303);
    };
    routes.plain('POST', PAYMENT_PROVIDER_PATHS.callback(provider), async (c) =>
      returned(c, await formFields(c)),
    );
    // A Razorpay payment link returns the browser by a GET, its signed fields in the address.
    routes.plain('GET', PAYMENT_PROVIDER_PATHS.callback(provider), (c) => {
      const { attempt: _ours, ...fields } = c.req.query();
      return returned(c, fields);
    });
    // Cancelling changes nothing: the payment stays open to be paid again or settled by the provider.
    const cancel = async (c: Context<AppEnv>) => {
      const attemptId = c.req.query('attempt');
      const orderId = attemptId ? await payments.orderOfAttempt(provider, attemptId) : null;
      return c.redirect(failurePage(orderId), 303);
    };
    routes.plain('GET', PAYMENT_PROVIDER_PATHS.cancel(provider), cancel);
    routes.plain('POST', PAYMENT_PROVIDER_PATHS.cancel(provider), cancel);
    routes.plain('POST', PAYMENT_PROVIDER_PATHS.webhook(provider), async (c) => {
      const rawBody = await c.req.text();
      const headers = c.req.raw.headers;
      const result =
        (await refunds.webhook(provider, rawBody, headers)) ??
        (await payments.webhook(provider, rawBody, headers));
      return result === 'rejected'
        ? c.json({ message: 'The signature does not match.', code: 'FORBIDDEN' }, 400)
        : c.json({ status: result });
    });
  }

  // Development only: sweep refunds now, as the timer would (tests and journeys need not wait).
  if (!deps.developmentCalls) return;
  routes.plain('POST', '/api/dev/refunds/sweep', async (c) => {
    await refunds.sweep();
    return c.json({ status: 'swept' });
  });
}
