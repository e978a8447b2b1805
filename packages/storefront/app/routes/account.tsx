import { Stack } from '@nirmal/design-system';
import { addressQueries } from '@nirmal/domain';
import { HydrationBoundary } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { AccountAddresses } from '../account/AccountAddresses.tsx';
import { AccountProfile } from '../account/AccountProfile.tsx';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { useStores } from '../state/app-state.tsx';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = () => [{ title: 'My account | Nirmal' }];

// Signed-in only: the request-state middleware sends anyone else to sign in and back (§2).
export async function loader({ url, context }: Route.LoaderArgs) {
  const { clients } = requestState(context);
  return signedInOnly(url, async () => ({
    dehydratedState: await prefetch(context, addressQueries.list(clients.addresses)),
  }));
}

export default observer(function Account({ loaderData }: Route.ComponentProps) {
  const { profile } = useStores();
  // A new address is for the customer themself unless they say otherwise.
  const receiver = { name: profile.fullName, phone: profile.primaryPhone ?? '' };
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Stack gap={5} style={{ maxWidth: '40rem' }}>
        <h1>My account</h1>
        <AccountProfile />
        <AccountAddresses receiver={receiver} />
      </Stack>
    </HydrationBoundary>
  );
});
