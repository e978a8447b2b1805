import type { Logger } from '../../../logger.ts';
import type { WebhookTiming } from './checkout-page.ts';

export interface WebhookDelivery {
  body: string;
  headers: Record<string, string>;
}

export interface WebhookSender {
  /** Sends the deliveries as chosen; resolves once those due before the browser's return were sent. */
  send(url: string, deliveries: WebhookDelivery[], timing: WebhookTiming): Promise<void>;
}

/** The sandbox's webhook sender: like a provider's, it posts to the shop's webhook address after a delay. */
export function webhookSender(
  fetch: typeof globalThis.fetch,
  delayMs: number,
  logger: Logger,
): WebhookSender {
  async function deliver(url: string, { body, headers }: WebhookDelivery) {
    try {
      const response = await fetch(url, { method: 'POST', body, headers });
      if (!response.ok)
        logger.error(`Sandbox webhook to ${url} answered ${response.status}: ${await response.text()}`);
    } catch (error) {
      logger.error(`Sandbox webhook to ${url} could not be sent`, error);
    }
  }
  const later = (url: string, deliveries: WebhookDelivery[], afterMs: number) => {
    // Sent in the background as a provider would; it must not keep a stopping server alive.
    setTimeout(() => void Promise.all(deliveries.map((delivery) => deliver(url, delivery))), afterMs).unref();
  };
  return {
    async send(url, deliveries, timing) {
      if (timing === 'before') {
        for (const delivery of deliveries) await deliver(url, delivery);
      } else if (timing === 'after') {
        later(url, deliveries, delayMs);
      } else if (timing === 'twice') {
        later(url, deliveries, delayMs);
        later(url, deliveries, delayMs * 2 + 1);
      }
    },
  };
}
