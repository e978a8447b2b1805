import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { identity } from '../../internal/identity.ts';
import { staffRoleLabels, type StaffRole } from '../../vocabulary/index.ts';
import { Button } from '../Button/index.ts';
import { StaffBarRoot, StaffDetails, StaffIdentity, StaffName } from './StaffBar.styles.ts';

export type StaffBarProps = Omit<ComponentPropsWithRef<'section'>, 'children' | 'role'> & {
  /** The signed-in staff member's name. */
  name: string;
  /** What they do: `call-centre` serves every hub, `cro` one. (Not `role`, the ARIA attribute.) */
  staffRole: StaffRole;
  /** The hub a CRO serves, e.g. PNQ-02; null for the call centre, which serves every hub. @default null */
  hubCode?: string | null;
  /**
   * Called when Sign out is pressed. The button submits (`name="intent"`, `value="sign-out"`), so
   * inside a form it posts the sign-out without JavaScript. @default undefined
   */
  onSignOut?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Sign out is on its way. @default false */
  signingOut?: boolean;
  /** Accessible name of the bar. @default 'Signed in as staff' */
  label?: string;
  /** @default 'Role' */
  roleLabel?: string;
  /** @default 'Hub' */
  hubLabel?: string;
  /** The hub of someone who serves them all. @default 'All hubs' */
  allHubsText?: string;
  /** Wording per role. @default staffRoleLabels */
  roleLabels?: Partial<Record<StaffRole, string>>;
  /** @default 'Sign out' */
  signOutLabel?: string;
};

/** Who is signed in on a staff page: name, role and hub, and the way out. */
export function StaffBar({
  name,
  staffRole,
  hubCode = null,
  onSignOut,
  signingOut = false,
  label = 'Signed in as staff',
  roleLabel = 'Role',
  hubLabel = 'Hub',
  allHubsText = 'All hubs',
  roleLabels,
  signOutLabel = 'Sign out',
  ...rest
}: StaffBarProps) {
  return (
    <StaffBarRoot aria-label={label} data-staff-role={staffRole} {...rest} {...identity('StaffBar')}>
      <StaffIdentity>
        <StaffName>{name}</StaffName>
        <StaffDetails>
          <div>
            <dt>{roleLabel}</dt>
            <dd>{roleLabels?.[staffRole] ?? staffRoleLabels[staffRole]}</dd>
          </div>
          <div>
            <dt>{hubLabel}</dt>
            <dd>{hubCode ?? allHubsText}</dd>
          </div>
        </StaffDetails>
      </StaffIdentity>
      <Button
        type="submit"
        name="intent"
        value="sign-out"
        variant="secondary"
        size="sm"
        loading={signingOut}
        onClick={onSignOut}
      >
        {signOutLabel}
      </Button>
    </StaffBarRoot>
  );
}
