import { ApiCallError } from '@nirmal/domain';
import { describe, expect, it } from 'vitest';
import { notFoundWhenUnpublished } from '../app/content/unpublished.server.ts';
import { orderIdOf } from '../app/payment/payment-state.server.ts';
import { loader as checkoutPage } from '../app/routes/checkout.tsx';
import { loader as orderPage } from '../app/routes/order.tsx';
import { loader as payLinkPage } from '../app/routes/pay.tsx';
import { loader as paymentPage } from '../app/routes/payment.tsx';
import { loader as paymentStatusPage } from '../app/routes/payment-status.tsx';

// Ids no record can have, as an address may carry them: each would have the API refuse the call
// as malformed (400), which a page used to pass on as a failed page (500).
const MALFORMED = ['OD\u0000', '..', 'OD 1', 'A'.repeat(300), '<script>'];

/** What a page's loader throws, before it calls anything. */
async function thrown(load: () => unknown): Promise<unknown> {
  try {
    await load();
  } catch (error) {
    return error;
  }
  throw new Error('The loader went on');
}

const statusOf = (answer: unknown) => (answer as { init?: { status?: number } }).init?.status;

const page = (address: string) => {
  const url = new URL(address, 'http://localhost:3000');
  return { url, context: undefined as never, request: new Request(url) };
};

describe('an id in a page address that no record can have is the 404 page', () => {
  it('on the order, payment, payment status and payment link pages, and as checkout’s address', async () => {
    for (const id of MALFORMED) {
      const loads = [
        () => orderPage({ ...page(`/ecom/order/x`), params: { orderItemId: id } } as never),
        () => paymentPage({ ...page('/ecom/payment/x'), params: { orderId: id } } as never),
        () => paymentStatusPage({ ...page('/ecom/payment/status/x'), params: { orderId: id } } as never),
        () => payLinkPage({ ...page('/pay/x'), params: { linkId: id } } as never),
        () => checkoutPage(page(`/ecom/checkout?addressId=${encodeURIComponent(id)}`) as never),
      ];
      for (const load of loads) expect(statusOf(await thrown(load))).toBe(404);
    }
  });

  it('on the payment outcome pages; an outcome page without one leads to the orders', async () => {
    const outcome = (search: string) => new URL(`http://localhost:3000/payment/success${search}`);
    for (const id of MALFORMED) {
      expect(statusOf(await thrown(() => orderIdOf(outcome(`?orderId=${encodeURIComponent(id)}`))))).toBe(
        404,
      );
    }
    expect(orderIdOf(outcome('?orderId=OD90000000000004'))).toBe('OD90000000000004');
    const toOrders = (await thrown(() => orderIdOf(outcome('')))) as Response;
    expect(toOrders.headers.get('location')).toBe('/ecom/orders');
  });

  it('on content pages, whose address the content service refuses to look up', async () => {
    const refused = (status: number) =>
      new ApiCallError('refused', { url: '/cms/blog/x', status, statusText: '', data: null });
    expect(statusOf(await thrown(() => notFoundWhenUnpublished(refused(400))))).toBe(404);
    expect(statusOf(await thrown(() => notFoundWhenUnpublished(refused(404))))).toBe(404);
    expect(await thrown(() => notFoundWhenUnpublished(refused(503)))).toBeInstanceOf(ApiCallError);
  });
});
