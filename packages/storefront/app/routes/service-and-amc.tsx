import { ButtonLink, Link, Stack } from '@nirmal/design-system';
import { DEVICES_PATH, deviceQueries, loginPathFor } from '@nirmal/domain';
import type { Asset } from '@nirmal/domain/contract';
import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { ContentDocument } from '../content/ContentDocument.tsx';
import { loadContentPage } from '../content/content-page.server.ts';
import { SHOP_PURIFIERS_PATH, plansPath } from '../devices/paths.ts';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { useClients } from '../state/app-state.tsx';
import { meta as contentMeta } from './content-page.tsx';
import type { Route } from './+types/service-and-amc';

const SLUG = 'customer-service-and-amc';

/** The service and AMC page (§2): its content, and for a signed-in customer their devices' plans. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const state = requestState(context);
  const [content, profile] = await Promise.all([loadContentPage(url, context, SLUG), state.profile()]);
  const devices = deviceQueries.list(state.clients.assets);
  // Optional here: the page is worth reading without the customer's devices.
  const dehydratedState = profile
    ? await prefetch(context, { ...devices, meta: { optional: true } })
    : undefined;
  return { ...content, signedIn: profile !== null, dehydratedState };
}

export const meta = contentMeta;

function PlanLinks({ devices }: { devices: Asset[] }) {
  if (devices.length === 0) {
    return (
      <p>
        You have no devices with us yet: a water purifier you buy from Nirmal is yours to cover once it is
        paid for. <Link href={SHOP_PURIFIERS_PATH}>Shop water purifiers</Link>
      </p>
    );
  }
  const buyable = devices.filter((device) => !device.isRental);
  if (buyable.length === 0) {
    return (
      <p>
        None of your devices needs a plan of its own. <Link href={DEVICES_PATH}>See your devices</Link>
      </p>
    );
  }
  const [only] = buyable;
  if (buyable.length === 1 && only) {
    return <ButtonLink href={plansPath(only.id)}>{`See plans for ${only.name}`}</ButtonLink>;
  }
  return (
    <Stack as="ul" gap={2}>
      {buyable.map((device) => (
        <li key={device.id}>
          <Link href={plansPath(device.id)} variant="standalone">
            {`Plans for ${device.name}`}
          </Link>
        </li>
      ))}
    </Stack>
  );
}

function YourPlans({ signedIn }: { signedIn: boolean }) {
  const { assets } = useClients();
  const { data: devices } = useQuery({ ...deviceQueries.list(assets), enabled: signedIn });
  return (
    <Stack as="section" gap={3} aria-labelledby="your-plans">
      <h2 id="your-plans">Plans for your devices</h2>
      {!signedIn ? (
        <Stack gap={2} align="start">
          <p>Sign in to see the plans for your devices, their prices and when each plan ends.</p>
          <ButtonLink href={loginPathFor(`/${SLUG}`)}>Sign in to see your plans</ButtonLink>
        </Stack>
      ) : devices ? (
        <PlanLinks devices={devices} />
      ) : (
        <p>
          <Link href={DEVICES_PATH}>See your devices and their plans</Link>
        </p>
      )}
    </Stack>
  );
}

export default function ServiceAndAmc({ loaderData }: Route.ComponentProps) {
  const { page, signedIn, dehydratedState } = loaderData;
  return (
    <HydrationBoundary state={dehydratedState}>
      <Stack gap={5}>
        <Stack gap={3}>
          <h1>{page.title}</h1>
          <YourPlans signedIn={signedIn} />
        </Stack>
        <ContentDocument blocks={page.blocks} />
      </Stack>
    </HydrationBoundary>
  );
}
