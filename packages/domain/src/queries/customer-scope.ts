import type { QueryClient } from '@tanstack/query-core';

/**
 * The first part of the key of every query that holds one customer's data (devices, orders, …).
 * What anyone may see (content, catalogue) is keyed outside it and survives a sign-out.
 */
export const CUSTOMER_SCOPE = 'customer';

/** Drops every cached answer that belongs to the signed-in customer. */
export function removeCustomerQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [CUSTOMER_SCOPE] });
}
