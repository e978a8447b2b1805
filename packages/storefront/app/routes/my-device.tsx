import { ButtonLink, DeviceCard, EmptyState, Link, Stack } from '@nirmal/design-system';
import { DEVICES_PATH, deviceQueries } from '@nirmal/domain';
import { assetIdSchema } from '@nirmal/domain/contract';
import type { Asset } from '@nirmal/domain/contract';
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { data, isRouteErrorResponse } from 'react-router';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { deviceCardProps } from '../devices/device-card-props.ts';
import { DeviceFacts } from '../devices/DeviceFacts.tsx';
import { plansPath } from '../devices/paths.ts';
import { PlanStatusNotice } from '../devices/PlanStatusNotice.tsx';
import { SavingPromo } from '../devices/SavingPromo.tsx';
import { useSelectDevice } from '../devices/selected-device.ts';
import { ServiceHistory } from '../devices/ServiceHistory.tsx';
import { PLAN_ORDERS_PATH } from '../payment/paths.ts';
import { STATUS_TRACKING_PATH, freeServicePath, serviceWizardPath } from '../service/paths.ts';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/my-device';

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

export async function loader({ url, context }: Route.LoaderArgs) {
  const id = assetIdSchema.safeParse(url.searchParams.get('id'));
  if (!id.success) throw data(null, { status: 404 });
  const { assets, service } = requestState(context).clients;
  const dehydratedState = await signedInOnly(url, () =>
    prefetch(
      context,
      deviceQueries.detail(assets, id.data),
      deviceQueries.location(assets, id.data),
      deviceQueries.savingPromo(assets, id.data),
      deviceQueries.serviceHistory(service, id.data),
    ),
  );
  return { id: id.data, dehydratedState };
}

/** Plans and visits: what the customer can do for this device. */
function DeviceActions({ device }: { device: Asset }) {
  return (
    <Stack as="section" gap={3} aria-labelledby="device-actions">
      <h2 id="device-actions">What you can do</h2>
      <Stack direction="row" gap={3} wrap align="center">
        <ButtonLink href={serviceWizardPath(device.id)} variant="secondary">
          Book a service
        </ButtonLink>
        <ButtonLink href={STATUS_TRACKING_PATH} variant="secondary">
          Track a request
        </ButtonLink>
        <Link href={freeServicePath(device.id)} variant="standalone">
          Free service
        </Link>
      </Stack>
      <Stack direction="row" gap={3} wrap align="center">
        {!device.isRental && (
          <Link href={plansPath(device.id)} variant="standalone">
            Compare maintenance plans
          </Link>
        )}
        <Link href={PLAN_ORDERS_PATH} variant="standalone">
          Plan orders and invoices
        </Link>
      </Stack>
    </Stack>
  );
}

function Device({ id }: { id: string }) {
  const { assets } = useClients();
  const { data: device } = useSuspenseQuery(deviceQueries.detail(assets, id));
  useSelectDevice(device);
  return (
    <Stack gap={5}>
      <title>{`${device.name} | Nirmal`}</title>
      <DeviceCard {...deviceCardProps(device)} headingLevel="h2" />
      <PlanStatusNotice device={device} />
      <SavingPromo assetId={device.id} />
      <DeviceActions device={device} />
      <DeviceFacts device={device} />
      <ServiceHistory assetId={device.id} />
    </Stack>
  );
}

const backToDevices = <Link href={DEVICES_PATH}>All my devices</Link>;

/** One of the customer's devices (§2 /amc/my-device): its plan, what it would save, its details and visits. */
export default function MyDevice({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Stack gap={4}>
        {backToDevices}
        <h1>My device</h1>
        <Device id={loaderData.id} />
      </Stack>
    </HydrationBoundary>
  );
}

// An address with an id that is not one of the customer's devices: say so, and lead back.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <Stack gap={4}>
      <title>Device not found | Nirmal</title>
      <h1>My device</h1>
      <EmptyState
        title="We could not find this device"
        description="It is not among the devices of your account. Your devices are all listed on My devices."
        action={backToDevices}
      />
    </Stack>
  );
}
