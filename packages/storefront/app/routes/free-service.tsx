import { ButtonLink, InlineAlert, Link, Stack } from '@nirmal/design-system';
import { freeServiceActions, serviceQueries } from '@nirmal/domain';
import { assetIdSchema } from '@nirmal/domain/contract';
import type { FreeService } from '@nirmal/domain/contract';
import { formatDate } from '@nirmal/format';
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { data } from 'react-router';
import { ChooseDevice } from '../devices/ChooseDevice.tsx';
import { prefetchDeviceChoice } from '../devices/device-choice.server.ts';
import { devicePath, plansPath } from '../devices/paths.ts';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { freeServicePath, serviceWizardPath, trackingPath } from '../service/paths.ts';
import { deviceNotFoundBoundary } from '../shell/not-found-boundary.tsx';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/free-service';

export const meta: Route.MetaFunction = () => [
  { title: 'Free service | Nirmal' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  if (url.searchParams.get('id') === null)
    return { id: null, dehydratedState: await prefetchDeviceChoice(url, context) };
  const id = assetIdSchema.safeParse(url.searchParams.get('id'));
  if (!id.success) throw data(null, { status: 404 });
  const { service } = requestState(context).clients;
  const dehydratedState = await signedInOnly(url, () =>
    prefetch(context, serviceQueries.freeService(service, id.data)),
  );
  return { id: id.data, dehydratedState };
}

function Entitlement({ free }: { free: FreeService }) {
  const actions = freeServiceActions(free);
  return (
    <Stack gap={4}>
      <p>{free.message}</p>
      {free.coverage && (
        <p>
          {`${free.remaining} of ${free.included} free services left`}
          {free.validUntil && `, until ${formatDate(free.validUntil)}`}.
        </p>
      )}
      {free.openServiceRequestID && (
        <InlineAlert tone="info">
          Your free service is booked. <Link href={trackingPath(free.openServiceRequestID)}>Track it</Link>
        </InlineAlert>
      )}
      {actions.length > 0 && (
        <Stack direction="row" gap={3} wrap align="center">
          {actions.includes('book-free') && (
            <ButtonLink href={serviceWizardPath(free.assetId, 'book-service', { type: 'PERIODIC_SERVICE' })}>
              Book your free service
            </ButtonLink>
          )}
          {actions.includes('buy-plan') && <ButtonLink href={plansPath(free.assetId)}>Buy a plan</ButtonLink>}
          {actions.includes('book-repair') && (
            <ButtonLink
              href={serviceWizardPath(free.assetId, 'book-service', { type: 'REPAIR' })}
              variant="secondary"
            >
              Book a repair
            </ButtonLink>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function DeviceFreeService({ id }: { id: string }) {
  const { service } = useClients();
  const { data: entitlements } = useSuspenseQuery(serviceQueries.freeService(service, id));
  const free = entitlements[0];
  return (
    <Stack gap={4}>
      <Link href={devicePath(id)}>Back to the device</Link>
      <h1>{free ? `Free service for your ${free.productName}` : 'Free service'}</h1>
      {free ? <Entitlement free={free} /> : <p>This device has no free service.</p>}
    </Stack>
  );
}

/** Free service (§2 /freeservice): the free service a device is entitled to, booked through the same wizard and slots. */
export default function FreeServicePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.id === null) {
    return (
      <ChooseDevice
        dehydratedState={loaderData.dehydratedState}
        heading="Free service"
        pathFor={freeServicePath}
        emptyDescription="A free service comes with a device's warranty or plan."
      />
    );
  }
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <DeviceFreeService id={loaderData.id} />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = deviceNotFoundBoundary('Free service');
