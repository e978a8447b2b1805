/**
 * The product page's Buy now: the same form as Add to cart, sent with this field, after which the
 * cart's action goes on to checkout instead of back to the product.
 */
export const BUY_NOW = { name: 'next', value: 'checkout' } as const;
