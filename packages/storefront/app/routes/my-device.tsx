import { DeviceCard, EmptyState, Link, Stack } from '@nirmal/design-system';
import { DEVICES_PATH, deviceQueries } from '@nirmal/domain';
import { assetIdSchema } from '@nirmal/domain/contract';
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { data, isRouteErrorResponse } from 'react-router';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { deviceCardProps } from '../devices/device-card-props.ts';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/my-device';

export async function loader({ url, context }: Route.LoaderArgs) {
  const id = assetIdSchema.safeParse(url.searchParams.get('id'));
  if (!id.success) throw data(null, { status: 404 });
  const { assets } = requestState(context).clients;
  const dehydratedState = await signedInOnly(url, () =>
    prefetch(context, deviceQueries.detail(assets, id.data)),
  );
  return { id: id.data, dehydratedState };
}

function Device({ id }: { id: string }) {
  const { assets } = useClients();
  const { data: device } = useSuspenseQuery(deviceQueries.detail(assets, id));
  return (
    <>
      <title>{`${device.name} | Nirmal`}</title>
      <DeviceCard {...deviceCardProps(device)} headingLevel="h2" />
    </>
  );
}

const backToDevices = <Link href={DEVICES_PATH}>All my devices</Link>;

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
