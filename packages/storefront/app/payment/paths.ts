// The payment pages (§2): the widget of one order, its status while the provider's answer is
// awaited, and the outcomes the provider's callback sends the browser to.
import { DEVICES_PATH } from '@nirmal/domain';
import type { OrderKind } from '@nirmal/domain/contract';

export const paymentPath = (orderId: string) => `/ecom/payment/${encodeURIComponent(orderId)}`;
export const paymentStatusPath = (orderId: string) => `/ecom/payment/status/${encodeURIComponent(orderId)}`;
export const orderPath = (orderId: string) => `/ecom/order/${encodeURIComponent(orderId)}`;
export const ORDERS_PATH = '/ecom/orders';
export const PLAN_ORDERS_PATH = '/subscription/order/history';

/** Where an order of a kind is listed: products and plans in their own lists, a visit with its device. */
export function ordersListOf(kind: OrderKind): { href: string; label: string } {
  if (kind === 'plan') return { href: PLAN_ORDERS_PATH, label: 'Your plan orders' };
  if (kind === 'service') return { href: DEVICES_PATH, label: 'Your devices' };
  return { href: ORDERS_PATH, label: 'Your orders' };
}
export const ORDER_FAILED_PATH = '/payment/orderfailed';
export const paymentSuccessPath = (orderId: string) =>
  `/payment/success/?orderId=${encodeURIComponent(orderId)}`;
export const paymentFailurePath = (orderId: string) =>
  `/payment/failure/?orderId=${encodeURIComponent(orderId)}`;
