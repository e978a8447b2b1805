import { DEVICES_PATH } from '@nirmal/domain';
import type { OrderKind } from '@nirmal/domain/contract';
import { ORDERS_PATH, PLAN_ORDERS_PATH } from './paths.ts';

/** Where an order of a kind is listed: products and plans in their own lists, a visit with its device. */
export function ordersListOf(kind: OrderKind): { href: string; label: string } {
  if (kind === 'plan') return { href: PLAN_ORDERS_PATH, label: 'Your plan orders' };
  if (kind === 'service') return { href: DEVICES_PATH, label: 'Your devices' };
  return { href: ORDERS_PATH, label: 'Your orders' };
}
