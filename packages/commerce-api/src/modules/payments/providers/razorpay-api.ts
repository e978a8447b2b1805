import type * as z from 'zod/mini';
import type { RazorpayConfig } from '../../../config.ts';
import type { Repeatable } from '../../../http/outbound.ts';
import { callProvider, ProviderUnavailableError } from './provider.ts';
import type { ProviderTransport } from './provider.ts';

/**
 * Razorpay's REST API as the adapter calls it: Basic auth with the key id and secret, JSON both
 * ways, under the provider's outbound policy, and every answer checked before it is used; an answer
 * that is not what was asked for is the provider failing (ProviderUnavailableError).
 */
export interface RazorpayApi {
  /** Reads `path`; reading is idempotent, so it is retried. `what` names it in the error. */
  read<Answer>(path: string, schema: z.ZodMiniType<Answer>, what: string): Promise<Answer>;
  /**
   * Creates something at `path` (an order, a payment link, a refund), sent once: a try that timed
   * out may have made one, and a second would be another. `isAsked` checks the answer is the one
   * asked for (its amount, its reference).
   */
  create<Answer>(
    path: string,
    body: Record<string, unknown>,
    schema: z.ZodMiniType<Answer>,
    isAsked: (answer: Answer) => boolean,
    what: string,
  ): Promise<Answer>;
}

export function razorpayApi(config: RazorpayConfig, transport: ProviderTransport): RazorpayApi {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  const send = (path: string, init: RequestInit, repeatable: Repeatable) =>
    callProvider(
      'RAZORPAY',
      transport,
      `${config.apiUrl}${path}`,
      { ...init, headers: { authorization, 'content-type': 'application/json' } },
      repeatable,
    );

  return {
    async read(path, schema, what) {
      const answer = schema.safeParse(await send(path, {}, 'idempotent'));
      if (!answer.success) throw new ProviderUnavailableError('RAZORPAY', `unreadable ${what}`);
      return answer.data;
    },

    async create(path, body, schema, isAsked, what) {
      const answer = schema.safeParse(
        await send(path, { method: 'POST', body: JSON.stringify(body) }, 'once'),
      );
      if (!answer.success || !isAsked(answer.data)) {
        throw new ProviderUnavailableError('RAZORPAY', `the ${what} it created is not the one asked for`);
      }
      return answer.data;
    },
  };
}
