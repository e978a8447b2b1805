import { Link, Skeleton, Stack } from '@nirmal/design-system';
import { deviceQueries, serviceQueries } from '@nirmal/domain';
import { assetIdSchema } from '@nirmal/domain/contract';
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, lazy, useMemo } from 'react';
import { data, useSearchParams } from 'react-router';
import { prefetchDeviceChoice } from '../devices/device-choice.server.ts';
import { devicePath } from '../devices/paths.ts';
import { useSelectDevice } from '../devices/selected-device.ts';
import { revalidateUnlessOnlyChanged } from '../routing/choices-in-address.ts';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { serviceWizardPath } from '../service/paths.ts';
import { ServiceWizard } from '../service/wizard/ServiceWizard.tsx';
import { useServiceWizard } from '../service/wizard/use-service-wizard.ts';
import { deviceNotFoundBoundary } from '../shell/not-found-boundary.tsx';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/service';

// Only a page opened without a device (the footer's link) asks which one: that code loads then.
const ChooseDevice = lazy(() =>
  import('../devices/ChooseDevice.tsx').then((module) => ({ default: module.ChooseDevice })),
);

export const meta: Route.MetaFunction = () => [
  { title: 'Book a service | Nirmal' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  if (url.searchParams.get('id') === null)
    return { id: null, dehydratedState: await prefetchDeviceChoice(url, context) };
  const id = assetIdSchema.safeParse(url.searchParams.get('id'));
  if (!id.success) throw data(null, { status: 404 });
  const { assets, service } = requestState(context).clients;
  const dehydratedState = await signedInOnly(url, () =>
    prefetch(context, deviceQueries.detail(assets, id.data), serviceQueries.history(service, id.data)),
  );
  return { id: id.data, dehydratedState };
}

/** Moving between steps changes only the step (and the wizard's own state): nothing to load again. */
export const shouldRevalidate = revalidateUnlessOnlyChanged('step');

function Wizard({ id }: { id: string }) {
  const { assets, service } = useClients();
  const [search] = useSearchParams();
  const { data: device } = useSuspenseQuery(deviceQueries.detail(assets, id));
  const { data: history } = useSuspenseQuery(serviceQueries.history(service, id));
  useSelectDevice(device);
  const step = search.get('step');
  const reschedule = search.get('reschedule');
  // One address object per load or step, so the wizard follows each once.
  const address = useMemo(() => ({ device, history, step, reschedule }), [device, history, step, reschedule]);
  return <ServiceWizard {...useServiceWizard(address)} />;
}

/**
 * Book a service (§2 /service): the wizard of §2 for one of the customer's devices, its step in the
 * address. Opened without a device (the footer's "Book a Service"), the customer chooses one first.
 */
export default function Service({ loaderData }: Route.ComponentProps) {
  if (loaderData.id === null) {
    return (
      <Suspense fallback={<Skeleton height="12rem" aria-label="Loading your devices" />}>
        <ChooseDevice
          dehydratedState={loaderData.dehydratedState}
          heading="Book a service"
          pathFor={serviceWizardPath}
          emptyDescription="A technician visits one of your devices."
        />
      </Suspense>
    );
  }
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Stack gap={4}>
        <Link href={devicePath(loaderData.id)}>Back to the device</Link>
        <h1>Book a service</h1>
        <Wizard id={loaderData.id} />
      </Stack>
    </HydrationBoundary>
  );
}

// An address with an id that is not one of the customer's devices: say so, and lead back.
export const ErrorBoundary = deviceNotFoundBoundary('Book a service');
