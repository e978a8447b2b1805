import { DEVICES_PATH, safeRedirectTarget } from '@nirmal/domain';
import { LoginForm, Stack } from '@nirmal/design-system';
import { useNavigate, useSearchParams } from 'react-router';
import { useOtpSignIn } from '../sign-in/use-otp-sign-in.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Sign in | Nirmal' }];

export default function Login() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // Only a path of this site is a place to return to; anything else lands on the devices page.
  const target = safeRedirectTarget(searchParams.get('redirectTo'), DEVICES_PATH);
  const { formProps } = useOtpSignIn({ onSignedIn: () => navigate(target, { replace: true }) });
  return (
    <Stack gap={4} style={{ maxWidth: '26rem', marginInline: 'auto' }}>
      <h1>Sign in</h1>
      <LoginForm {...formProps} />
    </Stack>
  );
}
