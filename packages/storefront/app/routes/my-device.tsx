import { DeviceCard, Link, Stack } from '@nirmal/design-system';
import { assetIdSchema } from '@nirmal/domain/contract';
import { dehydrate, HydrationBoundary, QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { data } from 'react-router';
import { deviceQuery } from '../queries/devices.ts';
import { requestClients } from '../server/request-clients.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/my-device';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.name ?? 'My device'} | Nirmal` },
];

export async function loader({ request }: Route.LoaderArgs) {
  const id = assetIdSchema.safeParse(new URL(request.url).searchParams.get('id'));
  if (!id.success) throw data(null, { status: 404 });
  const queryClient = new QueryClient();
  const device = await signedInOnly(request, () =>
    queryClient.fetchQuery(deviceQuery(requestClients(request).assets, id.data)),
  );
  return { id: id.data, name: device.name, dehydratedState: dehydrate(queryClient) };
}

function Device({ id }: { id: string }) {
  const { assets } = useClients();
  const { data: device } = useSuspenseQuery(deviceQuery(assets, id));
  return (
    <DeviceCard
      name={device.name}
      headingLevel="h2"
      imageSrc={device.img}
      technology={device.technology}
      tier={device.currentPlan?.tier}
      warrantyStatus={device.expiryStatus.status}
      planEndDate={device.currentPlan?.endDate}
      isRental={device.isRental}
    />
  );
}

export default function MyDevice({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Stack gap={4}>
        <Link href="/amc/my-devices">All my devices</Link>
        <h1>{loaderData.name}</h1>
        <Device id={loaderData.id} />
      </Stack>
    </HydrationBoundary>
  );
}
