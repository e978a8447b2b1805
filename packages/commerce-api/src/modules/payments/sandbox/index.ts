import type { CallRoutes } from '../../../http/route.ts';
import type { ModuleDeps } from '../../module.ts';
import { payuSandbox } from './payu.ts';
import { razorpaySandbox } from './razorpay.ts';
import { webhookSender } from './webhooks.ts';

/**
 * The sandbox providers (`/sandbox/razorpay/v1/...`, `/sandbox/payu/...`): stand-ins for the real
 * services with their protocols, served only when PAYMENT_SANDBOX is on (by default outside
 * production). They keep their orders in memory, as a provider keeps its own.
 */
export function sandboxRoutes(routes: CallRoutes, { config, fetch, logger }: ModuleDeps): void {
  const sandbox = config.payments.sandbox;
  if (!sandbox) return;
  const webhooks = webhookSender(fetch, sandbox.webhookDelayMs, logger);
  razorpaySandbox(routes, sandbox.url, webhooks, `${sandbox.webhookUrl}/razorpay`);
  payuSandbox(routes, sandbox.url, webhooks, `${sandbox.webhookUrl}/payu`);
}
