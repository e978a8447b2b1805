import type { RouterContextProvider } from 'react-router';
import { data } from 'react-router';
import { requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';

/** The order named by a page's `?orderId=`; a page without one has nothing to show (404). */
export function orderIdOf(url: URL): string {
  const orderId = url.searchParams.get('orderId')?.trim();
  if (!orderId) throw data(null, { status: 404 });
  return orderId;
}

/** The order's confirmation and its payment's status, for one of the customer's orders. */
export function loadPaymentState(url: URL, context: Readonly<RouterContextProvider>, orderId: string) {
  const { orders, payments } = requestState(context).clients;
  return signedInOnly(url, async () => {
    const [confirmation, status] = await Promise.all([
      orders.confirmation(orderId),
      payments.getPaymentStatus(orderId),
    ]);
    return { confirmation, status };
  });
}
