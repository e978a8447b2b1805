import { InlineAlert, Link, Spinner, Stack } from '@nirmal/design-system';
import { formatInrFromPaise } from '@nirmal/domain';
import { useEffect, useState } from 'react';
import { redirect, useNavigate } from 'react-router';
import { paymentFailurePath, paymentStatusPath, paymentSuccessPath } from '../payment/paths.ts';
import { requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/payment-status';

export const meta: Route.MetaFunction = () => [
  { title: 'Checking your payment | Nirmal' },
  { name: 'robots', content: 'noindex' },
];

type Outcome = 'captured' | 'failed' | 'waiting';

const outcomeOf = (state: string): Outcome =>
  state === 'captured' ? 'captured' : state === 'failed' ? 'failed' : 'waiting';

/** Where a known outcome is shown. */
const outcomePath = (outcome: Outcome, orderId: string) =>
  outcome === 'captured' ? paymentSuccessPath(orderId) : paymentFailurePath(orderId);

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { payments } = requestState(context).clients;
  // The first look asks the provider too, settling a payment whose callback never came.
  const status = await signedInOnly(url, () => payments.status(params.orderId));
  const outcome = outcomeOf(status.state);
  if (outcome !== 'waiting') throw redirect(outcomePath(outcome, params.orderId));
  return { status };
}

/**
 * The payment's status while its outcome is not known yet (§2 /ecom/payment/[...slug]): asks the
 * server every few seconds (as long as it says to) and goes to the success or failure page once
 * it knows. Without JavaScript the page reloads itself.
 */
export default function PaymentStatus({ loaderData: { status } }: Route.ComponentProps) {
  const { payments } = useClients();
  const navigate = useNavigate();
  const [checks, setChecks] = useState(0);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    const wait = (status.pollAfterSeconds ?? 3) * 1000;
    const timer = setTimeout(async () => {
      try {
        const now = await payments.getPaymentStatus(status.orderId);
        setOffline(false);
        const outcome = outcomeOf(now.state);
        if (outcome !== 'waiting')
          return void navigate(outcomePath(outcome, status.orderId), { replace: true });
      } catch {
        setOffline(true);
      }
      setChecks((count) => count + 1);
    }, wait);
    return () => clearTimeout(timer);
  }, [checks, payments, navigate, status]);

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
