import { LoginForm, Stack } from '@nirmal/design-system';
import { removeStaffQueries } from '@nirmal/domain';
import type { StaffRole } from '@nirmal/domain/contract';
import { staffRoleLabels } from '@nirmal/format';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useOtpConversation } from '../sign-in/use-otp-conversation.ts';
import { useClients } from '../state/app-state.tsx';

/**
 * The staff sign-in, in place of the page: a code to the staff member's registered number, then
 * the page again with their session. A customer's session does not count here.
 */
export function StaffSignIn({ role, onSignedIn }: { role: StaffRole; onSignedIn: () => void }) {
  const { staff } = useClients();
  const revalidator = useRevalidator();
  const queryClient = useQueryClient();
  // Whatever a staff member who signed out here saw goes with them.
  useEffect(() => removeStaffQueries(queryClient), [queryClient]);
  const { formProps } = useOtpConversation({
    send: (mobile) => staff.sendOtp(mobile),
    verify: async ({ mobile, otp, requestId }) => {
      await staff.verifyOtp({ mobile, requestId, code: otp });
      onSignedIn();
      await revalidator.revalidate();
    },
  });
  return (
    <Stack gap={4} style={{ maxWidth: '26rem', marginInline: 'auto' }}>
      <h1>Staff sign-in</h1>
      <p>{`${staffRoleLabels[role]} staff sign in here with their registered mobile number. Customers sign in from the site's header.`}</p>
      <LoginForm {...formProps} mobileLabel="Staff mobile number" />
    </Stack>
  );
}
