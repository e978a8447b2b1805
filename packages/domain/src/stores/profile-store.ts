import { makeAutoObservable, observableRef } from 'mobx';
import type {
  Contact,
  ProfileChangeRequest,
  ProfileChangeSent,
  ProfileData,
  RemoveSecondaryUser,
  UpdatePrimaryName,
} from '../contract/index.ts';
import type { ProfileClient } from '../clients/profile.ts';
import type { SessionClient } from '../clients/session.ts';
import { fullName, primaryPhone } from '../rules/profile.ts';

export interface ProfileSnapshot {
  profile: ProfileData | null;
}

/** A change sent for confirmation: the code went to `sentTo`, and the change waits for it. */
export interface PendingProfileChange extends ProfileChangeSent {
  /** Adding (a secondary user, the first email) or replacing what is there. */
  action: 'create' | 'update';
  request: ProfileChangeRequest;
}

/** The signed-in customer (§3): who they are and whether anyone is signed in at all. */
export class ProfileStore {
  profile: ProfileData | null = null;
  /** The change waiting for its code, if one was requested. Never sent to the browser from the server. */
  pendingChange: PendingProfileChange | null = null;

  constructor(snapshot?: ProfileSnapshot) {
    this.profile = snapshot?.profile ?? null;
    makeAutoObservable(this, { profile: observableRef, pendingChange: observableRef });
  }

  get customerId(): string | null {
    return this.profile?.customerId ?? null;
  }

  get firstName(): string {
    return this.profile?.firstName ?? '';
  }

  get lastName(): string {
    return this.profile?.lastName ?? '';
  }

  get fullName(): string {
    return this.profile ? fullName(this.profile) : '';
  }

  get contacts(): readonly Contact[] {
    return this.profile?.contacts ?? [];
  }

  get primaryPhone(): string | null {
    return primaryPhone(this.contacts);
  }

  /** Everyone on the account but the primary user. */
  get secondaryUsers(): readonly Contact[] {
    return this.contacts.filter((contact) => !contact.isPrimary);
  }

  get email(): string | null {
    return this.profile?.email ?? null;
  }

  get webEngageId(): string | null {
    return this.profile?.webEngageId ?? null;
  }

  /** Signed in means a primary phone exists (§3, §6), so this turns true when the profile loads. */
  get isLoggedIn(): boolean {
    return this.primaryPhone !== null;
  }

  setProfile(profile: ProfileData | null): void {
    this.profile = profile;
    if (!profile) this.pendingChange = null;
  }

  setPendingChange(change: PendingProfileChange | null): void {
    this.pendingChange = change;
  }

  async updatePrimaryName(client: ProfileClient, name: UpdatePrimaryName): Promise<void> {
    this.setProfile(await client.updatePrimaryName(name));
  }

  /**
   * Asks for the code that confirms a change; it waits in `pendingChange` until `confirmChange`.
   * Editing a secondary user or an email that exists replaces it; anything else adds.
   */
  async requestChange(client: ProfileClient, request: ProfileChangeRequest): Promise<PendingProfileChange> {
    const sent = await client.requestChange(request);
    const replaces = request.kind === 'secondaryUser' ? request.replaces !== undefined : this.email !== null;
    const change: PendingProfileChange = { ...sent, action: replaces ? 'update' : 'create', request };
    this.setPendingChange(change);
    return change;
  }

  /** Confirms the pending change with its code; a wrong code (a ProductError) leaves it pending. */
  async confirmChange(client: ProfileClient, otp: string): Promise<void> {
    const change = this.pendingChange;
    if (!change) throw new Error('No profile change is waiting for a code.');
    const profile = await client.verifyChange(change.action, { requestId: change.requestId, otp });
    this.setPendingChange(null);
    this.setProfile(profile);
  }

  async removeSecondaryUser(client: ProfileClient, user: RemoveSecondaryUser): Promise<void> {
    this.setProfile(await client.removeSecondaryUser(user));
  }

  /** Loads the profile; a failure (a ProductError) leaves the store as it was and is rethrown. */
  async load(client: ProfileClient): Promise<void> {
    const profile = await client.get();
    this.setProfile(profile);
  }

  /** Ends the session on the server; the customer is signed out here even when that call fails. */
  async signOut(client: SessionClient): Promise<void> {
    try {
      await client.signOut();
    } finally {
      this.setProfile(null);
    }
  }

  serialize(): ProfileSnapshot {
    return { profile: this.profile };
  }
}
