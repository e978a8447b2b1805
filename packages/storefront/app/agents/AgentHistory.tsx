import { InlineAlert, Skeleton, Stack, StaffHistory } from '@nirmal/design-system';
import { staffQueries } from '@nirmal/domain';
import { useQuery } from '@tanstack/react-query';
import { useClients } from '../state/app-state.tsx';
import { useSignInAgainWhenSignedOut } from './use-sign-in-again.ts';

/** The staff member's own history from the audit trail, newest first. */
export function AgentHistory() {
  const { callCentre } = useClients();
  const { data, isPending, error } = useQuery(staffQueries.history(callCentre));
  useSignInAgainWhenSignedOut(error);
  return (
    <Stack as="section" gap={3} aria-labelledby="your-history">
      <h2 id="your-history">Your history</h2>
      {isPending ? (
        <Skeleton shape="rect" height="8rem" />
      ) : data ? (
        <StaffHistory entries={data.entries} />
      ) : (
        <InlineAlert tone="error">
          Your history could not be loaded. Reload the page to try again.
        </InlineAlert>
      )}
    </Stack>
  );
}
