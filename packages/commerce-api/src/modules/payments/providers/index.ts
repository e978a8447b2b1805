import type { PaymentProvider as PaymentProviderName } from '@nirmal/domain/contract';
import type { PaymentsConfig } from '../../../config.ts';
import { payuProvider } from './payu.ts';
import type { PaymentProvider } from './provider.ts';
import { razorpayProvider } from './razorpay.ts';

export type Providers = ReadonlyMap<PaymentProviderName, PaymentProvider>;

/** The configured providers (real or sandbox); an unconfigured one is absent. */
export function paymentProviders(config: PaymentsConfig, fetch: typeof globalThis.fetch): Providers {
  const transport = { fetch, timeoutMs: config.providerTimeoutMs };
  const providers: PaymentProvider[] = [];
  if (config.razorpay) providers.push(razorpayProvider(config.razorpay, transport));
  if (config.payu) providers.push(payuProvider(config.payu, transport));
  return new Map(providers.map((provider) => [provider.name, provider]));
}
