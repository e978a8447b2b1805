import { EmptyState, Link, ServiceRequestCard, Skeleton, Stack } from '@nirmal/design-system';
import { DEVICES_PATH, serviceQueries } from '@nirmal/domain';
import { serviceRequestIdSchema } from '@nirmal/domain/contract';
import type { ServiceRequest } from '@nirmal/domain/contract';
import { HydrationBoundary, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { data } from 'react-router';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { STATUS_TRACKING_PATH, trackingPath } from '../service/paths.ts';
import { requestCardProps } from '../service/request-card.ts';
import { useRequestActions } from '../service/request-actions.tsx';
import { RequestTimeline } from '../service/RequestTimeline.tsx';
import { requestNotFoundBoundary } from '../shell/not-found-boundary.tsx';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/status-tracking';

export const meta: Route.MetaFunction = () => [
  { title: 'Track a service request | Nirmal' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const asked = url.searchParams.get('request');
  const request = asked === null ? null : serviceRequestIdSchema.safeParse(asked);
  if (request && !request.success) throw data(null, { status: 404 });
  const { service } = requestState(context).clients;
  const dehydratedState = await signedInOnly(url, () =>
    prefetch(
      context,
      serviceQueries.history(service),
      ...(request ? [serviceQueries.details(service, request.data)] : []),
    ),
  );
  return { request: request?.data ?? null, dehydratedState };
}

function RequestList({
  title,
  requests,
  actions,
}: {
  title: string;
  requests: ServiceRequest[];
  actions?: ReturnType<typeof useRequestActions>;
}) {
  if (requests.length === 0) return null;
  return (
    <Stack as="section" gap={3} aria-label={title}>
      <h2>{title}</h2>
      <Stack as="ul" gap={3}>
        {requests.map((request) => (
          <li key={request.serviceRequestID}>
            <Stack gap={2}>
              <ServiceRequestCard
                {...requestCardProps(request)}
                deviceName={request.productName}
                onReschedule={actions && (() => actions.reschedule(request))}
                onCancel={actions && (() => actions.cancel(request.serviceRequestID))}
              />
              <Link href={trackingPath(request.serviceRequestID)} variant="standalone">
                {`Track request ${request.serviceRequestID}`}
              </Link>
            </Stack>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function Requests() {
  const { service } = useClients();
  const { data: history } = useSuspenseQuery(serviceQueries.history(service));
  const actions = useRequestActions();
  if (history.open.length + history.closed.length === 0) {
    return (
      <EmptyState
        title="No service requests yet"
        description="Book a visit for one of your devices, and follow it here."
        action={<Link href={DEVICES_PATH}>My devices</Link>}
      />
    );
  }
  return (
    <>
      <RequestList title="Open requests" requests={history.open} actions={actions} />
      <RequestList title="Past requests" requests={history.closed} />
      {actions.dialog}
    </>
  );
}

function OneRequest({ id }: { id: string }) {
  const { service } = useClients();
  // Polled while open, so the technician's progress shows without a reload.
  const { data: request } = useQuery({
    ...serviceQueries.details(service, id),
    refetchInterval: (query) =>
      query.state.data?.isRateable || query.state.data?.status === 'CANCELLED' ? false : 30_000,
  });
  return request ? (
    <RequestTimeline request={request} />
  ) : (
    <Skeleton height="20rem" aria-label="Loading the request" />
  );
}

/** Track a service request (§2 /statusTracking): the customer's open and closed requests, one with its timeline. */
export default function StatusTracking({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Stack gap={5}>
        <h1>Track a service request</h1>
        {loaderData.request && (
          <>
            <OneRequest id={loaderData.request} />
            <Link href={STATUS_TRACKING_PATH}>All your requests</Link>
          </>
        )}
        {!loaderData.request && <Requests />}
      </Stack>
    </HydrationBoundary>
  );
}

// A request that is not the customer's answers as a missing one.
export const ErrorBoundary = requestNotFoundBoundary('Track a service request');
