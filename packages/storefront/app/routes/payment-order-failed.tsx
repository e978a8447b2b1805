import { PaymentOutcome } from '@nirmal/design-system';
import { ORDER_FAILED_MESSAGE } from '../payment/outcome-texts.ts';
import type { Route } from './+types/payment-order-failed';

export const meta: Route.MetaFunction = () => [
  { title: 'We could not place your order | Nirmal' },
  { name: 'robots', content: 'noindex' },
];

/** Where checkout lands when the order could not be created (§8's shared fallback text). */
export default function PaymentOrderFailed() {
  return (
    <PaymentOutcome
      variant="orderFailed"
      message={ORDER_FAILED_MESSAGE}
      orderHref="/ecom/cart"
      viewOrderLabel="Back to your cart"
    />
  );
}
