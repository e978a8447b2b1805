import { InlineAlert, Link, Rating, Stack, TechnicianFeedback } from '@nirmal/design-system';
import {
  ProductError,
  SOMETHING_WENT_WRONG,
  invalidateServiceRequests,
  serviceQueries,
} from '@nirmal/domain';
import { SERVICE_MESSAGES, serviceRequestIdSchema } from '@nirmal/domain/contract';
import type { ServiceRequestDetails } from '@nirmal/domain/contract';
import { serviceTypeLabels } from '@nirmal/format';
import { HydrationBoundary, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { data } from 'react-router';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { trackingPath } from '../service/paths.ts';
import { requestNotFoundBoundary } from '../shell/not-found-boundary.tsx';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/rate-professional';

export const meta: Route.MetaFunction = () => [
  { title: 'Rate your technician | Nirmal' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const request = serviceRequestIdSchema.safeParse(url.searchParams.get('request'));
  if (!request.success) throw data(null, { status: 404 });
  const { service } = requestState(context).clients;
  const dehydratedState = await signedInOnly(url, () =>
    prefetch(context, serviceQueries.details(service, request.data)),
  );
  return { request: request.data, dehydratedState };
}

function Feedback({ request }: { request: ServiceRequestDetails }) {
  const { service } = useClients();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <TechnicianFeedback
      // Under the page's "Rate your technician", the form is the customer's feedback.
      title="Your feedback"
      submitting={submitting}
      submitted={submitted}
      error={error}
      remarksMaxLength={300}
      onSubmit={async ({ rating, remarks }) => {
        setSubmitting(true);
        setError(undefined);
        try {
          await service.rate({ serviceRequestID: request.serviceRequestID, rating, remarks });
          setSubmitted(true);
          void invalidateServiceRequests(queryClient);
        } catch (failure) {
          setError(failure instanceof ProductError ? failure.message : SOMETHING_WENT_WRONG);
        } finally {
          setSubmitting(false);
        }
      }}
    />
  );
}

function RateRequest({ id }: { id: string }) {
  const { service } = useClients();
  const { data: request } = useSuspenseQuery(serviceQueries.details(service, id));
  // What was on screen when the page opened: a rating given here stays on its thank-you.
  const [shown] = useState(request);
  const visit = `${serviceTypeLabels[shown.serviceType]} of your ${shown.productName}`;
  return (
    <Stack gap={4}>
      <p>{shown.technician ? `${shown.technician.name} came for the ${visit}.` : `For the ${visit}.`}</p>
      {shown.isRateable ? (
        <Feedback request={shown} />
      ) : shown.feedback ? (
        <Stack gap={2}>
          <InlineAlert tone="success">{SERVICE_MESSAGES.alreadyRated}</InlineAlert>
          <Rating
            value={shown.feedback.rating}
            readOnly
            aria-label={`Your rating: ${shown.feedback.rating} out of 5`}
          />
        </Stack>
      ) : (
        <InlineAlert tone="info">{SERVICE_MESSAGES.notRateable}</InlineAlert>
      )}
      <Link href={trackingPath(shown.serviceRequestID)} variant="standalone">
        Back to the request
      </Link>
    </Stack>
  );
}

/** Rate your technician (§2 /rateProfessional): 1 to 5 stars with remarks, once the visit is completed, once. */
export default function RateProfessional({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Stack gap={4}>
        <h1>Rate your technician</h1>
        <RateRequest id={loaderData.request} />
      </Stack>
    </HydrationBoundary>
  );
}

// A request that is not the customer's answers as a missing one.
export const ErrorBoundary = requestNotFoundBoundary('Rate your technician');
