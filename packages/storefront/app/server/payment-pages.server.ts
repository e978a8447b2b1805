import { apiBases } from './api-bases.server.ts';

/**
 * Where PayU and Razorpay take payments: the payment page's form is sent to one of these (rzp.io
 * serves the pages of Razorpay's payment links, for orders staff sent a link for).
 */
const PROVIDER_ORIGINS = [
  'https://secure.payu.in',
  'https://test.payu.in',
  'https://api.razorpay.com',
  'https://rzp.io',
];

/**
 * Origins the payment page may send its handoff form to (the page's `form-action`): the providers,
 * and commerce-api, which serves their sandboxes. PAYMENT_PAGE_ORIGINS (comma-separated) replaces
 * them, e.g. for a sandbox served from another address.
 */
export function paymentPageOrigins(): string[] {
  const configured = process.env.PAYMENT_PAGE_ORIGINS;
  if (configured)
    return configured
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
  return [new URL(apiBases().apiBase).origin, ...PROVIDER_ORIGINS];
}
