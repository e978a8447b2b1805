import { makeAutoObservable, observableRef } from 'mobx';
import type { Contact, ProfileData } from '../contract/index.ts';
import type { ProfileClient } from '../clients/profile.ts';
import type { SessionClient } from '../clients/session.ts';
import { fullName, primaryPhone } from '../rules/profile.ts';

export interface ProfileSnapshot {
  profile: ProfileData | null;
}

/** The signed-in customer (§3): who they are and whether anyone is signed in at all. */
export class ProfileStore {
  profile: ProfileData | null = null;

  constructor(snapshot?: ProfileSnapshot) {
    this.profile = snapshot?.profile ?? null;
    makeAutoObservable(this, { profile: observableRef });
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

  get webEngageId(): string | null {
    return this.profile?.webEngageId ?? null;
  }

  /** Signed in means a primary phone exists (§3, §6), so this turns true when the profile loads. */
  get isLoggedIn(): boolean {
    return this.primaryPhone !== null;
  }

  setProfile(profile: ProfileData | null): void {
    this.profile = profile;
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
