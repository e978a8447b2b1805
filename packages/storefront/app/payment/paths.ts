// The payment pages (§2): the widget of one order, its status while the provider's answer is
// awaited, and the outcomes the provider's callback sends the browser to.

export const paymentPath = (orderId: string) => `/ecom/payment/${encodeURIComponent(orderId)}`;
export const paymentStatusPath = (orderId: string) => `/ecom/payment/status/${encodeURIComponent(orderId)}`;
export const orderPath = (orderId: string) => `/ecom/order/${encodeURIComponent(orderId)}`;
export const ORDERS_PATH = '/ecom/orders';
export const PLAN_ORDERS_PATH = '/subscription/order/history';
export const ORDER_FAILED_PATH = '/payment/orderfailed';
export const paymentSuccessPath = (orderId: string) =>
  `/payment/success/?orderId=${encodeURIComponent(orderId)}`;
export const paymentFailurePath = (orderId: string) =>
  `/payment/failure/?orderId=${encodeURIComponent(orderId)}`;
