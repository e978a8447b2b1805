import { PaymentOutcome } from '@nirmal/design-system';
import { orderQueries, paymentQueries, rupeesFromPaise } from '@nirmal/domain';
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { REFUND_DUE_MESSAGE } from '../payment/outcome-texts.ts';
import { orderPath, paymentPath, paymentSuccessPath } from '../payment/paths.ts';
import { loadPaymentState, orderIdOf } from '../payment/payment-state.server.ts';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/payment-failure';

export const meta: Route.MetaFunction = () => [
  { title: 'Payment failed | Nirmal' },
  { name: 'robots', content: 'noindex' },
];

/** Where the provider's callback sends the browser when a payment fails or is cancelled (§2 /payment/failure/). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const orderId = orderIdOf(url);
  const { dehydratedState, confirmation } = await loadPaymentState(url, context, orderId);
  // A late success (the webhook, or reconciliation) wins over the failure the browser was sent to.
  if (confirmation.paid) throw redirect(paymentSuccessPath(orderId));
  return { orderId, dehydratedState };
}

export default function PaymentFailure({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Failed orderId={loaderData.orderId} />
    </HydrationBoundary>
  );
}

function Failed({ orderId }: { orderId: string }) {
  const { orders, payments } = useClients();
  const { data: confirmation } = useSuspenseQuery(orderQueries.confirmation(orders, orderId));
  const { canPay, refundDue } = useSuspenseQuery(paymentQueries.status(payments, orderId)).data;
  const refund = refundDue
    ? REFUND_DUE_MESSAGE
    : 'If money was deducted from your account, it will be refunded.';
  // Retrying is a link to the order's payment page, so it works before the JavaScript too.
  return (
    <PaymentOutcome
      variant="failure"
      message={
        canPay
          ? `Your payment could not be completed. Your order is kept: you can pay for it again. ${refund}`
          : `Your payment could not be completed, and this order can no longer be paid. ${refund}`
      }
      orderId={confirmation.orderId}
      amount={rupeesFromPaise(confirmation.amountPaise)}
      orderHref={canPay ? paymentPath(confirmation.orderId) : orderPath(confirmation.orderId)}
      viewOrderLabel={canPay ? 'Retry payment' : 'View order'}
    />
  );
}
