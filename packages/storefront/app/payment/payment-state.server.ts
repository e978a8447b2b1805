import { orderQueries, paymentQueries } from '@nirmal/domain';
import type { RouterContextProvider } from 'react-router';
import { redirect } from 'react-router';
import { ORDERS_PATH } from './paths.ts';
import { orderIdInAddress } from '../server/id-in-address.server.ts';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';

/**
 * The order named by an outcome page's `?orderId=`. A page without one (a bookmark, a provider
 * that dropped it) leads to the customer's orders, where the order is.
 */
export function orderIdOf(url: URL): string {
  const orderId = url.searchParams.get('orderId')?.trim();
  if (!orderId) throw redirect(ORDERS_PATH);
  return orderIdInAddress(orderId);
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
