import { EmptyState, Link, Skeleton, ServiceRequestCard, Stack } from '@nirmal/design-system';
import { deviceQueries } from '@nirmal/domain';
import type { ServiceRequest } from '@nirmal/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { ratePath, trackingPath } from '../service/paths.ts';
import { requestCardProps } from '../service/request-card.ts';
import { useRequestActions } from '../service/request-actions.tsx';
import { useClients } from '../state/app-state.tsx';

type RequestActions = ReturnType<typeof useRequestActions>;

function Requests({
  title,
  requests,
  actions,
}: {
  title: string;
  requests: ServiceRequest[];
  actions?: RequestActions;
}) {
  if (requests.length === 0) return null;
  return (
    <Stack gap={3}>
      <h3>{title}</h3>
      <Stack as="ul" gap={3}>
        {requests.map((request) => (
          <li key={request.serviceRequestID}>
            <Stack gap={2}>
              <ServiceRequestCard
                {...requestCardProps(request)}
                headingLevel="h4"
                onReschedule={actions && (() => actions.reschedule(request))}
                onCancel={actions && (() => actions.cancel(request.serviceRequestID))}
              />
              <Link href={trackingPath(request.serviceRequestID)} variant="standalone">
                {`Track request ${request.serviceRequestID}`}
              </Link>
              {request.isRateable && (
                <Link href={ratePath(request.serviceRequestID)} variant="standalone">
                  Rate your technician
                </Link>
              )}
            </Stack>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** The device's open requests, which can be rescheduled or cancelled, and its past visits. */
export function ServiceHistory({ assetId }: { assetId: string }) {
  const { service } = useClients();
  const { data: history, isPending, isError } = useQuery(deviceQueries.serviceHistory(service, assetId));
  const actions = useRequestActions();
  return (
    <Stack as="section" gap={3} aria-labelledby="service-history">
      <h2 id="service-history">Service visits</h2>
      {isPending ? (
        <Skeleton height="7rem" aria-label="Loading service visits" />
      ) : isError ? (
        <p>Oops! Something went wrong. Please try again later.</p>
      ) : history.open.length + history.closed.length === 0 ? (
        <EmptyState size="sm" headingLevel={3} title="No service visits yet" />
      ) : (
        <>
          <Requests title="Open requests" requests={history.open} actions={actions} />
          <Requests title="Past visits" requests={history.closed} />
        </>
      )}
      {actions.dialog}
    </Stack>
  );
}
