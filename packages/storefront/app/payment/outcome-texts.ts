/** §8's shared fallback, said where an order could not be created. */
export const ORDER_FAILED_MESSAGE = 'Oops! Something went wrong. Please try again later.';

/**
 * Said where the provider took a payment the order could not accept (not its amount, not paid the
 * way the order must be, or the order had closed): the money goes back, and the customer is told so
 * rather than that nothing was charged.
 */
export const REFUND_DUE_MESSAGE =
  'We received your last payment but could not accept it for this order, so it is being refunded to the way you paid: it reaches your account in 5 to 7 working days.';
