import type { PaymentProvider as PaymentProviderName } from '@nirmal/domain/contract';
import type { PaymentsConfig } from '../../../config.ts';
import type { OutboundPolicies } from '../../../http/outbound.ts';
import { payuProvider } from './payu.ts';
import type { PaymentProvider } from './provider.ts';
import { razorpayProvider } from './razorpay.ts';

export type Providers = ReadonlyMap<PaymentProviderName, PaymentProvider>;

/** The configured providers (real or sandbox); an unconfigured one is absent. */
export function paymentProviders(
  config: PaymentsConfig,
  fetch: typeof globalThis.fetch,
  outbound: OutboundPolicies,
): Providers {
  const transport = (name: PaymentProviderName) => ({
    fetch,
    policy: outbound.of(name, config.providerTimeoutMs),
  });
  const providers: PaymentProvider[] = [];
  if (config.razorpay) providers.push(razorpayProvider(config.razorpay, transport('RAZORPAY')));
  if (config.payu) providers.push(payuProvider(config.payu, transport('PAYU')));
  return new Map(providers.map((provider) => [provider.name, provider]));
}
