import { Stack } from '@nirmal/design-system';
import { AccountProfile } from '../account/AccountProfile.tsx';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = () => [{ title: 'My account | Nirmal' }];

// Signed-in only: the request-state middleware sends anyone else to sign in and back (§2).
export default function Account() {
  return (
    <Stack gap={5} style={{ maxWidth: '40rem' }}>
      <h1>My account</h1>
      <AccountProfile />
    </Stack>
  );
}
