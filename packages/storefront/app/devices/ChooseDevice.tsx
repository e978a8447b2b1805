import { EmptyState, Link, Skeleton, Stack } from '@nirmal/design-system';
import { DEVICES_PATH, deviceQueries } from '@nirmal/domain';
import { HydrationBoundary, useQuery, type DehydratedState } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useClients } from '../state/app-state.tsx';
import { selectedDeviceId } from './selected-device.ts';

/**
 * A device page opened without a device in its address: the device selected in this tab is put
 * there (so a reload keeps it), or the customer chooses one of theirs.
 */
export function ChooseDevice({
  dehydratedState,
  ...choice
}: DeviceChoiceProps & {
  /** The customer's devices as the loader had them (`prefetchDeviceChoice`). */
  dehydratedState: DehydratedState | undefined;
}) {
  return (
    <HydrationBoundary state={dehydratedState}>
      <DeviceChoice {...choice} />
    </HydrationBoundary>
  );
}

interface DeviceChoiceProps {
  heading: string;
  pathFor: (assetId: string) => string;
  /** Why a device is needed, said when the customer has none. */
  emptyDescription?: string;
}

function DeviceChoice({
  heading,
  pathFor,
  emptyDescription = 'Plans are bought for one of your devices.',
}: DeviceChoiceProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    const selected = selectedDeviceId();
    if (selected) void navigate(pathFor(selected), { replace: true });
  }, [navigate, pathFor, search]);
  const { assets } = useClients();
  const { data: devices, isPending } = useQuery(deviceQueries.list(assets));
  return (
    <Stack gap={4}>
      <h1>{heading}</h1>
      {isPending ? (
        <Skeleton height="6rem" aria-label="Loading your devices" />
      ) : devices?.length ? (
        <Stack gap={3}>
          <p>Choose the device:</p>
          <Stack as="ul" gap={2}>
            {devices.map((device) => (
              <li key={device.id}>
                <Link href={pathFor(device.id)} variant="standalone">
                  {device.name}
                </Link>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : (
        <EmptyState
          title="Choose a device first"
          description={emptyDescription}
          action={<Link href={DEVICES_PATH}>My devices</Link>}
        />
      )}
    </Stack>
  );
}
