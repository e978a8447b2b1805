import {
  Button,
  DeviceCard,
  DeviceCardSkeleton,
  EmptyState,
  InlineAlert,
  Stack,
} from '@nirmal/design-system';
import { dehydrate, HydrationBoundary, QueryClient, useQuery } from '@tanstack/react-query';
import { requestClients } from '../server/request-clients.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { devicesQuery } from '../queries/devices.ts';
import { useSignOut } from '../shell/use-sign-out.ts';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/my-devices';

export const meta: Route.MetaFunction = () => [{ title: 'My devices | Nirmal' }];

export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  await signedInOnly(request, () => queryClient.fetchQuery(devicesQuery(requestClients(request).assets)));
  return { dehydratedState: dehydrate(queryClient) };
}

function DeviceList() {
  const { assets } = useClients();
  const { data: devices, isPending, isError, refetch, isRefetching } = useQuery(devicesQuery(assets));
  if (isPending) {
    return (
      <Stack as="ul" gap={4} aria-busy="true" aria-label="Loading your devices">
        {[0, 1, 2].map((key) => (
          <li key={key}>
            <DeviceCardSkeleton />
          </li>
        ))}
      </Stack>
    );
  }
  if (isError) {
    return (
      <InlineAlert
        tone="error"
        title="We could not load your devices"
        action={
          <Button variant="secondary" size="sm" loading={isRefetching} onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        Check your connection and try again.
      </InlineAlert>
    );
  }
  if (devices.length === 0) {
    return <EmptyState title="No devices yet" description="Devices you buy or rent from Nirmal show here." />;
  }
  return (
    <Stack as="ul" gap={4}>
      {devices.map((device) => (
        <li key={device.id}>
          <DeviceCard
            name={device.name}
            imageSrc={device.img}
            technology={device.technology}
            tier={device.currentPlan?.tier}
            warrantyStatus={device.expiryStatus.status}
            planEndDate={device.currentPlan?.endDate}
            isRental={device.isRental}
            href={`/amc/my-device?id=${encodeURIComponent(device.id)}`}
          />
        </li>
      ))}
    </Stack>
  );
}

export default function MyDevices({ loaderData }: Route.ComponentProps) {
  const signOut = useSignOut();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Stack gap={5}>
        <Stack direction="row" justify="between" align="center" wrap>
          <h1>My devices</h1>
          <Button variant="tertiary" onClick={() => void signOut()}>
            Sign out
          </Button>
        </Stack>
        <DeviceList />
      </Stack>
    </HydrationBoundary>
  );
}
