import { Link, PaymentOutcome, Stack } from '@nirmal/design-system';
import { DEVICES_PATH, orderQueries, paidOrderEvent, rupeesFromPaise } from '@nirmal/domain';
import { indianDay, type OrderConfirmation } from '@nirmal/domain/contract';
import { formatDate } from '@nirmal/format';
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { AnalyticsEvent } from '../analytics/AnalyticsEvent.tsx';
import { orderPath, paymentFailurePath, paymentStatusPath } from '../payment/paths.ts';
import { loadPaymentState, orderIdOf } from '../payment/payment-state.server.ts';
import { OrderedItems } from '../payment/OrderedItems.tsx';
import { STATUS_TRACKING_PATH } from '../service/paths.ts';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/payment-success';

export const meta: Route.MetaFunction = () => [
  { title: 'Payment successful | Nirmal' },
  { name: 'robots', content: 'noindex' },
];

/**
 * Where the provider's callback sends the browser after a payment (§2 /payment/success/). The
 * address alone proves nothing: the server's word on the order decides what the page says.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const orderId = orderIdOf(url);
  const { dehydratedState, confirmation, status } = await loadPaymentState(url, context, orderId);
  if (!confirmation.paid) {
    throw redirect(status.state === 'failed' ? paymentFailurePath(orderId) : paymentStatusPath(orderId));
  }
  return { orderId, dehydratedState };
}

/** When the plan bought starts: now, or (a renewal) the day after the current plan ends. */
function planStartLine(term: OrderConfirmation['planTerm']): string {
  return term && term.startDate > indianDay(new Date())
    ? `Your new plan starts on ${formatDate(term.startDate)}, the day after your current plan ends, and runs until ${formatDate(term.endDate)}.`
    : 'Your device has its new plan now.';
}

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Paid orderId={loaderData.orderId} />
    </HydrationBoundary>
  );
}

function Paid({ orderId }: { orderId: string }) {
  const { orders } = useClients();
  const { data: confirmation } = useSuspenseQuery(orderQueries.confirmation(orders, orderId));
  return (
    <Stack gap={5}>
      {/* A purchase, a plan bought or a visit booked, once per order however often this page shows. */}
      <AnalyticsEvent event={paidOrderEvent(confirmation)} once={`order:${confirmation.orderId}`} />
      <PaymentOutcome
        variant="success"
        orderId={confirmation.orderId}
        amount={rupeesFromPaise(confirmation.amountPaise)}
        orderHref={orderPath(confirmation.orderId)}
      />
      <OrderedItems confirmation={confirmation} />
      {confirmation.kind === 'plan' && (
        <p>
          {planStartLine(confirmation.planTerm)} <Link href={DEVICES_PATH}>See your devices</Link>
        </p>
      )}
      {confirmation.kind === 'service' && (
        <p>
          Your visit is booked and paid. <Link href={STATUS_TRACKING_PATH}>Track your service requests</Link>
        </p>
      )}
    </Stack>
  );
}
