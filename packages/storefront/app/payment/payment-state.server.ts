import { orderQueries, paymentQueries } from '@nirmal/domain';
import type { RouterContextProvider } from 'react-router';
import { data } from 'react-router';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';

/** The order named by a page's `?orderId=`; a page without one has nothing to show (404). */
export function orderIdOf(url: URL): string {
  const orderId = url.searchParams.get('orderId')?.trim();
  if (!orderId) throw data(null, { status: 404 });
  return orderId;
}

/**
 * The order's confirmation and its payment's status, for one of the customer's orders: in the
 * request's cache for the page (dehydrated), and as they are for the loader's decision where to go.
 */
export async function loadPaymentState(url: URL, context: Readonly<RouterContextProvider>, orderId: string) {
  const { clients, queryClient } = requestState(context);
  const confirmationQuery = orderQueries.confirmation(clients.orders, orderId);
  const statusQuery = paymentQueries.status(clients.payments, orderId);
  const dehydratedState = await signedInOnly(url, () => prefetch(context, confirmationQuery, statusQuery));
  const confirmation = queryClient.getQueryData(confirmationQuery.queryKey);
  const status = queryClient.getQueryData(statusQuery.queryKey);
  // prefetch threw unless both are in the cache.
  if (!confirmation || !status) throw new Error(`The payment state of ${orderId} was not loaded.`);
  return { dehydratedState, confirmation, status };
}
