import { ProfileSection, type ProfileContact, type ProfileEditValues } from '@nirmal/design-system';
import { MAX_SECONDARY_USERS } from '@nirmal/domain';
import type { ProfileChangeRequest } from '@nirmal/domain/contract';
import { observer } from 'mobx-react-lite';
import { formatInternationalMobile } from '@nirmal/format';
import { Suspense, useState } from 'react';
import { useClients, useStores } from '../state/app-state.tsx';
import { ConfirmChangeDialog, ConfirmRemovalDialog, ProfileEditDialog } from './lazy-dialogs.tsx';
import { refusalMessage } from './refusal.ts';

/** §8's success toast. */
export const PROFILE_UPDATED = 'Profile updated successfully. Changes will reflect in a few seconds.';

type Editing =
  | { mode: 'editPrimaryUser' }
  | { mode: 'editSecondaryUser'; replaces?: ProfileContact }
  | { mode: 'editEmail' };

const secondaryUserName = (contact: { name?: string }) => contact.name || 'Secondary user';

function changeRequest(values: ProfileEditValues, editing: Editing): ProfileChangeRequest | null {
  if (values.mode === 'editSecondaryUser') {
    const replaces = editing.mode === 'editSecondaryUser' ? editing.replaces?.phone : undefined;
    return {
      kind: 'secondaryUser',
      name: values.name,
      phone: values.phone,
      ...(replaces ? { replaces } : {}),
    };
  }
  if (values.mode === 'editEmail') return { kind: 'email', email: values.email };
  return null;
}

/**
 * The account's people and email (§4's profile edit modes): the primary user's name is saved at
 * once; a secondary user or the email is confirmed with a code first. The profile store owns the
 * profile and the change waiting for its code; this only holds which dialog is open.
 */
export const AccountProfile = observer(function AccountProfile() {
  const { profile, shell } = useStores();
  const { profile: client } = useClients();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<ProfileContact | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const change = profile.pendingChange;

  const open = (next: Editing) => {
    setError(undefined);
    profile.setPendingChange(null);
    setEditing(next);
  };
  const close = () => {
    setEditing(null);
    setError(undefined);
    profile.setPendingChange(null);
  };
  const done = () => {
    close();
    shell.showToast(PROFILE_UPDATED);
  };

  async function save(values: ProfileEditValues) {
    if (!editing) return;
    setPending(true);
    setError(undefined);
    try {
      const request = changeRequest(values, editing);
      if (request) {
        await profile.requestChange(client, request);
      } else if (values.mode === 'editPrimaryUser') {
        await profile.updatePrimaryName(client, { firstName: values.firstName, lastName: values.lastName });
        done();
      }
    } catch (failure) {
      setError(refusalMessage(failure));
    } finally {
      setPending(false);
    }
  }

  /** Resolves with the refusal to show, or nothing once the work succeeded. */
  const attempt = async (work: () => Promise<unknown>) => {
    try {
      await work();
      return undefined;
    } catch (failure) {
      return refusalMessage(failure);
    }
  };

  const secondaryUsers = profile.secondaryUsers.map((contact) => ({
    name: secondaryUserName(contact),
    phone: contact.phone,
  }));
  const email = profile.email ?? undefined;

  return (
    <>
      <ProfileSection
        primaryName={profile.fullName || 'Add your name'}
        primaryPhone={profile.primaryPhone ?? undefined}
        secondaryUsers={secondaryUsers}
        email={email}
        maxSecondaryUsers={MAX_SECONDARY_USERS}
        onEditPrimaryName={() => open({ mode: 'editPrimaryUser' })}
        onAddSecondaryUser={() => open({ mode: 'editSecondaryUser' })}
        onEditSecondaryUser={(contact) => open({ mode: 'editSecondaryUser', replaces: contact })}
        onRemoveSecondaryUser={setRemoving}
        onAddEmail={() => open({ mode: 'editEmail' })}
        onEditEmail={() => open({ mode: 'editEmail' })}
      />
      <Suspense fallback={null}>
        {editing && !change && (
          <ProfileEditDialog
            open
            onOpenChange={(isOpen) => {
              if (!isOpen) close();
            }}
            mode={editing.mode}
            intent={
              (editing.mode === 'editSecondaryUser' && editing.replaces) ||
              (editing.mode === 'editEmail' && email)
                ? 'edit'
                : 'add'
            }
            initialValues={
              editing.mode === 'editPrimaryUser'
                ? { firstName: profile.firstName, lastName: profile.lastName }
                : editing.mode === 'editSecondaryUser'
                  ? { name: editing.replaces?.name ?? '', phone: editing.replaces?.phone ?? '' }
                  : { email: email ?? '' }
            }
            submitLabel={editing.mode === 'editPrimaryUser' ? 'Save' : 'Send code'}
            pending={pending}
            error={error}
            onSubmit={(values) => void save(values)}
          />
        )}
        {change && (
          <ConfirmChangeDialog
            change={change}
            onCancel={close}
            onConfirm={async (otp) => {
              const refused = await attempt(() => profile.confirmChange(client, otp));
              if (!refused) done();
              return refused;
            }}
            onResend={() => attempt(() => profile.requestChange(client, change.request))}
          />
        )}
        {removing && (
          <ConfirmRemovalDialog
            title="Remove secondary user?"
            description={`${removing.name} (${formatInternationalMobile(removing.phone)}) will no longer be on your account.`}
            onCancel={() => setRemoving(null)}
            onConfirm={async () => {
              const refused = await attempt(() =>
                profile.removeSecondaryUser(client, { phone: removing.phone }),
              );
              if (!refused) {
                setRemoving(null);
                shell.showToast(PROFILE_UPDATED);
              }
              return refused;
            }}
          />
        )}
      </Suspense>
    </>
  );
});
