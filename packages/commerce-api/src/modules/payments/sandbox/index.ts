import type { CallRoutes } from '../../../http/route.ts';
import type { ModuleDeps } from '../../module.ts';
import { payuSandbox } from './payu.ts';
import { razorpaySandbox } from './razorpay.ts';
import type { RefundProcessing } from './refunds.ts';
import { webhookSender } from './webhooks.ts';

/**
 * The sandbox providers (`/sandbox/razorpay/v1/...`, `/sandbox/payu/...`): stand-ins for the real
 * services with their protocols, served only when PAYMENT_SANDBOX is on (by default outside
 * production). They keep their orders (and refunds) in memory, as a provider keeps its own.
 */
export function sandboxRoutes(routes: CallRoutes, { config, fetch, logger, faults }: ModuleDeps): void {
  const sandbox = config.payments.sandbox;
  if (!sandbox) return;
  const webhooks = webhookSender(fetch, sandbox.webhookDelayMs, logger);
  const refunds: RefundProcessing = {
    delayMs: sandbox.refundDelayMs,
    failing: () => faults?.current().refunds === 'fail',
  };
  razorpaySandbox(routes, sandbox.url, webhooks, `${sandbox.webhookUrl}/razorpay`, refunds);
  payuSandbox(routes, sandbox.url, webhooks, `${sandbox.webhookUrl}/payu`, refunds);
}
