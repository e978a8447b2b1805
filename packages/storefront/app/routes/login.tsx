import { DEVICES_PATH, SESSION_STORAGE_KEYS, safeRedirectTarget } from '@nirmal/domain';
import { LoginForm, Stack } from '@nirmal/design-system';
import { redirect, useNavigate, useSearchParams } from 'react-router';
import { requestState } from '../server/request-state.server.ts';
import { codeRequestKeeper } from '../sign-in/kept-code-request.ts';
import { useOtpSignIn } from '../sign-in/use-otp-sign-in.ts';
import { useClients, useStores } from '../state/app-state.tsx';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Sign in | Nirmal' }];

/** Only a path of this site is a place to return to; anything else lands on the devices page. */
const returnTarget = (searchParams: URLSearchParams) =>
  safeRedirectTarget(searchParams.get('redirectTo'), DEVICES_PATH);

// A customer who is signed in already goes where they were headed, not through the form again.
export async function loader({ url, context }: Route.LoaderArgs) {
  if (await requestState(context).profile()) throw redirect(returnTarget(url.searchParams));
  return null;
}

/** The code on its way, kept in the tab (one keeper for the page's life: the hook reads it once). */
const KEEPER = codeRequestKeeper(SESSION_STORAGE_KEYS.signInCode);

export default function Login() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { profile } = useStores();
  const clients = useClients();
  const { formProps, resumed } = useOtpSignIn({
    keeper: KEEPER,
    onSignedIn: async () => {
      // The header greets the customer on the next page: the profile store learns who signed in.
      await profile.load(clients.profile).catch(() => undefined);
      await navigate(returnTarget(searchParams), { replace: true });
    },
  });
  return (
    <Stack gap={4} style={{ maxWidth: '26rem', marginInline: 'auto' }}>
      <h1>Sign in</h1>
      <LoginForm key={resumed ? 'resumed' : 'new'} {...formProps} />
    </Stack>
  );
}
