import {
  Button,
  ButtonLink,
  DeviceCard,
  DeviceCardSkeleton,
  EmptyState,
  InlineAlert,
  Stack,
} from '@nirmal/design-system';
import { deviceQueries } from '@nirmal/domain';
import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { useSignOut } from '../shell/use-sign-out.ts';
import { deviceCardProps } from '../devices/device-card-props.ts';
import { SHOP_PURIFIERS_PATH, devicePath } from '../devices/paths.ts';
import { PlanStatusNotice } from '../devices/PlanStatusNotice.tsx';
import { needsAttention } from '../devices/plan-notice.ts';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/my-devices';

export const meta: Route.MetaFunction = () => [{ title: 'My devices | Nirmal' }];

export async function loader({ url, context }: Route.LoaderArgs) {
  const { assets } = requestState(context).clients;
  return { dehydratedState: await signedInOnly(url, () => prefetch(context, deviceQueries.list(assets))) };
}

function DeviceList() {
  const { assets } = useClients();
  const { data: devices, isPending, isError, refetch, isRefetching } = useQuery(deviceQueries.list(assets));
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
    return (
      <EmptyState
        title="No devices yet"
        description="A water purifier you buy from Nirmal shows here once it is paid for, ready for its maintenance plans and service visits."
        action={<ButtonLink href={SHOP_PURIFIERS_PATH}>Shop water purifiers</ButtonLink>}
      />
    );
  }
  return (
    <Stack as="ul" gap={4}>
      {devices.map((device) => (
        <li key={device.id}>
          <DeviceCard
            {...deviceCardProps(device)}
            headingLevel="h2"
            href={devicePath(device.id)}
            notice={needsAttention(device) ? <PlanStatusNotice device={device} /> : undefined}
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
