/** §8's shared fallback, said where an order could not be created. */
export const ORDER_FAILED_MESSAGE = 'Oops! Something went wrong. Please try again later.';
