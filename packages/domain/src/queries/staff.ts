import type { QueryClient } from '@tanstack/query-core';
import type { CallCentreClient } from '../clients/call-centre.ts';
import type { PaymentLinksClient } from '../clients/payment-links.ts';
import type { CustomerLookupQuery, Tier } from '../contract/index.ts';
import { defineQuery } from './define-query.ts';

/**
 * The first part of the key of every query that holds what a staff member may see (look-ups,
 * prices for staff, their links and history): dropped whole when the staff member signs out.
 */
export const STAFF_SCOPE = 'staff';

/**
 * After a link was created, resent or cancelled: the staff member's links and history are asked
 * again, and the look-up is left as it is (each look-up is recorded in the audit trail).
 */
export async function invalidateStaffLinks(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [STAFF_SCOPE, 'payment-links'] }),
    queryClient.invalidateQueries({ queryKey: [STAFF_SCOPE, 'history'] }),
  ]);
}

/** Drops every cached answer of the signed-in staff member. */
export function removeStaffQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [STAFF_SCOPE] });
}

/**
 * What the agent pages read (issue 22): a look-up, a plan priced for staff, and the staff member's
 * own links and history.
 */
export const staffQueries = {
  /** Every look-up is recorded in the audit trail, so one page's look-up is asked once, never again behind it. */
  lookup: (callCentre: CallCentreClient, query: CustomerLookupQuery) =>
    defineQuery({
      queryKey: [STAFF_SCOPE, 'lookup', query.mobile ?? query.assetId ?? ''],
      queryFn: () => callCentre.lookup(query),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  planPrice: (callCentre: CallCentreClient, assetId: string, tier: Tier) =>
    defineQuery({
      queryKey: [STAFF_SCOPE, 'plan-price', assetId, tier],
      queryFn: () => callCentre.planPrice(assetId, tier),
    }),
  /** The links the staff member created; the page goes on without them. */
  links: (paymentLinks: PaymentLinksClient) =>
    defineQuery({
      queryKey: [STAFF_SCOPE, 'payment-links'],
      queryFn: () => paymentLinks.list(),
      meta: { optional: true },
    }),
  /** The page goes on without the history. */
  history: (callCentre: CallCentreClient) =>
    defineQuery({
      queryKey: [STAFF_SCOPE, 'history'],
      queryFn: () => callCentre.history(),
      meta: { optional: true },
    }),
};
