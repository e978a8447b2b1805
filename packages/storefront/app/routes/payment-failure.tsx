import { PaymentOutcome } from '@nirmal/design-system';
import { rupeesFromPaise } from '@nirmal/domain';
import { redirect } from 'react-router';
import { orderPath, paymentPath, paymentSuccessPath } from '../payment/paths.ts';
import { loadPaymentState, orderIdOf } from '../payment/payment-state.server.ts';
import type { Route } from './+types/payment-failure';

export const meta: Route.MetaFunction = () => [
  { title: 'Payment failed | Nirmal' },
  { name: 'robots', content: 'noindex' },
];

/** Where the provider's callback sends the browser when a payment fails or is cancelled (§2 /payment/failure/). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const orderId = orderIdOf(url);
  const { confirmation, status } = await loadPaymentState(url, context, orderId);
  // A late success (the webhook, or reconciliation) wins over the failure the browser was sent to.
  if (confirmation.paid) throw redirect(paymentSuccessPath(orderId));
  return { confirmation, canPay: status.canPay };
}

export default function PaymentFailure({ loaderData: { confirmation, canPay } }: Route.ComponentProps) {
  // Retrying is a link to the order's payment page, so it works before the JavaScript too.
  return (
    <PaymentOutcome
      variant="failure"
      message={
        canPay
          ? 'Your payment could not be completed. Your order is kept: you can pay for it again. If money was deducted from your account, it will be refunded.'
          : 'Your payment could not be completed, and this order can no longer be paid. If money was deducted from your account, it will be refunded.'
      }
      orderId={confirmation.orderId}
      amount={rupeesFromPaise(confirmation.amountPaise)}
      orderHref={canPay ? paymentPath(confirmation.orderId) : orderPath(confirmation.orderId)}
      viewOrderLabel={canPay ? 'Retry payment' : 'View order'}
    />
  );
}
