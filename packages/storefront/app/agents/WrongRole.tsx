import { EmptyState, Link, Stack } from '@nirmal/design-system';
import { agentPagePaths } from '@nirmal/domain';
import { staffRoleRequiredMessage } from '@nirmal/domain/contract';
import type { StaffMember, StaffRole } from '@nirmal/domain/contract';
import { staffRoleLabels } from '@nirmal/format';

/** A staff member on the other role's page: what it is for, and the way to their own. */
export function WrongRole({ role, staff }: { role: StaffRole; staff: StaffMember }) {
  return (
    <Stack gap={4}>
      <h1>Agent page</h1>
      <EmptyState
        title={staffRoleRequiredMessage(role)}
        description={`You are signed in as ${staff.name}, ${staffRoleLabels[staff.role]} staff.`}
        action={
          <Link href={agentPagePaths[staff.role]} variant="standalone">
            {`Go to the ${staffRoleLabels[staff.role]} page`}
          </Link>
        }
      />
    </Stack>
  );
}
