import type { ProductError } from '@nirmal/domain';

/** Why Pay could not start the payment, as the payment page says it. */
export interface PaymentRefusal {
  message: string;
  code?: string;
}

export const PAYMENT_NOT_STARTED =
  'We could not start your payment just now. Your order is saved: try paying again in a minute.';

/**
 * The server's sentence says what to do (a provider that is down: pay again in a minute or another
 * way; an order that can no longer be paid); when it failed without one, or could not be reached,
 * the customer still learns their order is kept and that Pay again is the way on.
 */
export function paymentRefusal(error: ProductError): PaymentRefusal {
  const said = error.status > 0 && error.code !== undefined && error.code !== 'INTERNAL';
  return { message: said ? error.message : PAYMENT_NOT_STARTED, code: error.code };
}

/**
 * A refusal because of the order as it is now (paid meanwhile, cancelled, or its time to pay ran
 * out): the page reads the order again, to show that instead of Pay.
 */
export const refusedForTheOrder = (result: unknown): boolean =>
  typeof result === 'object' && result !== null && 'code' in result && result.code === 'ORDER_NOT_PAYABLE';
