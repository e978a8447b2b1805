import { safeRedirectTarget, DEVICES_PATH } from '@nirmal/domain';
import { Stack } from '@nirmal/design-system';
import { useNavigate, useSearchParams } from 'react-router';
import { SignInForm } from '../sign-in/SignInForm.tsx';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Sign in | Nirmal' }];

export default function Login() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // Only a path of this site is a place to return to; anything else lands on the devices page.
  const target = safeRedirectTarget(searchParams.get('redirectTo'), DEVICES_PATH);
  return (
    <Stack gap={4}>
      <h1>Sign in</h1>
      <SignInForm onSignedIn={() => navigate(target, { replace: true })} />
    </Stack>
  );
}
