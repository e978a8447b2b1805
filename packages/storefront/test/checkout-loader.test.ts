import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestClients } from '../app/server/request-clients.server.ts';
import type { RequestState } from '../app/server/request-state.server.ts';
import { loader } from '../app/routes/checkout.tsx';
import { listen } from './helpers.ts';

const NOT_A_CODE = 'A store assistant’s code is 6 letters and digits, like AB12CD.';

/** commerce-api as it answers a customer whose cart is empty: any assistant code is refused first. */
const emptyCartApi = () =>
  listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api');
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/account/address') return answer(200, { data: [] });
    if (url.searchParams.has('assistantCode'))
      return answer(400, { message: NOT_A_CODE, code: 'INVALID_REQUEST' });
    return answer(409, {
      message: 'Your cart is empty. Add a product before you check out.',
      code: 'CART_EMPTY',
    });
  });

/** The checkout page's loader for this address, with the request's own clients. */
function loadCheckout(address: string) {
  const request = new Request(address);
  const state: RequestState = {
    clients: requestClients(request),
    queryClient: new QueryClient(),
    profile: async () => null,
    unavailable: [],
    requestId: undefined,
  };
  return loader({ request, url: new URL(address), context: { get: () => state } } as never);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the checkout page', () => {
  it('says an assistant code is not one beside its field, with nothing to check out, not as a failed page', async () => {
    vi.stubEnv('API_BASE_URL', await emptyCartApi());

    const { checkout } = await loadCheckout('http://localhost:3000/ecom/checkout?assistantCode=%24%24');

    expect(checkout).toEqual({ state: null, assistantCode: '$$', assistantCodeProblem: NOT_A_CODE });
  });
});
