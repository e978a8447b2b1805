import { InlineAlert, Link, Spinner, Stack } from '@nirmal/design-system';
import { formatInrFromPaise, paymentQueries, type PaymentsClient } from '@nirmal/domain';
import type { PaymentStatus } from '@nirmal/domain/contract';
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { redirect, useNavigate } from 'react-router';
import {
  orderPath,
  paymentFailurePath,
  paymentPath,
  paymentStatusPath,
  paymentSuccessPath,
} from '../payment/paths.ts';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { orderIdInAddress } from '../server/id-in-address.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/payment-status';

export const meta: Route.MetaFunction = () => [
  { title: 'Checking your payment | Nirmal' },
  { name: 'robots', content: 'noindex' },
];

/** A payment taken, one that failed, one under way at the provider, or none under way. */
type Outcome = 'captured' | 'failed' | 'waiting' | 'none';

const outcomeOf = (status: PaymentStatus): Outcome =>
  status.state === 'captured'
    ? 'captured'
    : status.state === 'failed'
      ? 'failed'
      : status.pollAfterSeconds !== null
        ? 'waiting'
        : 'none';

/**
 * Where an outcome is shown. With no payment under way (never started, or an order paid or closed
 * without one) there is nothing to wait for: the payment page while it can be paid, else the order.
 */
const outcomePath = (outcome: Exclude<Outcome, 'waiting'>, status: PaymentStatus) => {
  if (outcome === 'captured') return paymentSuccessPath(status.orderId);
  if (outcome === 'failed') return paymentFailurePath(status.orderId);
  return status.canPay ? paymentPath(status.orderId) : orderPath(status.orderId);
};

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const orderId = orderIdInAddress(params.orderId);
  const { clients, queryClient } = requestState(context);
  // The first look asks the provider too, settling a payment whose callback never came.
  const query = paymentQueries.status(clients.payments, orderId, { settle: true });
  const dehydratedState = await signedInOnly(url, () => prefetch(context, query));
  const status = queryClient.getQueryData(query.queryKey);
  const outcome = status ? outcomeOf(status) : 'waiting';
  if (status && outcome !== 'waiting') throw redirect(outcomePath(outcome, status));
  return { orderId, dehydratedState };
}

/**
 * The status while its outcome is not known, asked again every few seconds (as long as the server
 * says to), in the background too: the customer may have left the tab for their bank's app.
 */
const polledStatus = (payments: PaymentsClient, orderId: string) => ({
  ...paymentQueries.status(payments, orderId),
  refetchInterval: ({ state: { data } }: { state: { data: PaymentStatus | undefined } }) =>
    data && outcomeOf(data) !== 'waiting' ? false : (data?.pollAfterSeconds ?? 3) * 1000,
  refetchIntervalInBackground: true,
});

/**
 * The payment's status while its outcome is not known yet (§2 /ecom/payment/[...slug]): asks the
 * server every few seconds (as long as it says to) and goes to the success or failure page once
 * it knows. Without JavaScript the page reloads itself.
 */
export default function PaymentStatusPage({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Waiting orderId={loaderData.orderId} />
    </HydrationBoundary>
  );
}

function Waiting({ orderId }: { orderId: string }) {
  const { payments } = useClients();
  const navigate = useNavigate();
  const { data: status, isRefetchError: offline } = useSuspenseQuery(polledStatus(payments, orderId));
  const outcome = outcomeOf(status);

  useEffect(() => {
    if (outcome !== 'waiting') void navigate(outcomePath(outcome, status), { replace: true });
  }, [outcome, status, navigate]);

  return (
    <Stack gap={4} aria-busy="true">
      <noscript>
        <meta httpEquiv="refresh" content={String(status.pollAfterSeconds ?? 5)} />
      </noscript>
      <h1>Checking your payment</h1>
      <Stack direction="row" gap={3} align="center" role="status">
        <Spinner size="sm" label={null} />
        <span>{`We are waiting for the bank to confirm your payment of ${formatInrFromPaise(status.amountPaise)}. This usually takes a few seconds; please keep this page open.`}</span>
      </Stack>
      {offline && (
        <InlineAlert tone="warning">We could not reach Nirmal just now. We will keep trying.</InlineAlert>
      )}
      <p>
        You will not be charged twice. <Link href={paymentStatusPath(status.orderId)}>Check again</Link>
      </p>
    </Stack>
  );
}
