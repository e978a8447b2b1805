import { describe, expect, it } from 'vitest';
import type { ProfileData } from '../contract/index.ts';
import { ProductError } from '../http/errors.ts';
import type { ProfileClient } from '../clients/profile.ts';
import type { SessionClient } from '../clients/session.ts';
import { ProfileStore } from './profile-store.ts';

const asha: ProfileData = {
  customerId: 'C-1',
  firstName: 'Asha',
  lastName: 'Rao',
  webEngageId: 'we-1',
  contacts: [
    { phone: '9000000009', isPrimary: false },
    { phone: '9000000001', isPrimary: true },
  ],
};

const unauthorized = new ProductError({
  url: '/api/customer/account/profileV2',
  status: 401,
  statusText: 'Unauthorized',
  data: { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' },
  answer: { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' },
});

const profileClient = (answer: () => Promise<ProfileData>): ProfileClient => ({ get: answer });

function sessionClient(signOut: () => Promise<void>): SessionClient {
  return { signOut, createDevSession: () => Promise.reject(new Error('not used')) };
}

describe('ProfileStore', () => {
  it('is signed out until a profile loads, then derives the name and primary phone', async () => {
    const store = new ProfileStore();
    expect(store.isLoggedIn).toBe(false);
    expect(store.fullName).toBe('');

    await store.load(profileClient(async () => asha));

    expect(store.isLoggedIn).toBe(true);
    expect(store.fullName).toBe('Asha Rao');
    expect(store.primaryPhone).toBe('9000000001');
    expect(store.customerId).toBe('C-1');
    expect(store.webEngageId).toBe('we-1');
  });

  it('is not signed in with a profile that has no primary phone', () => {
    const store = new ProfileStore({
      profile: { ...asha, contacts: [{ phone: '9000000009', isPrimary: false }] },
    });
    expect(store.isLoggedIn).toBe(false);
  });

  it('keeps its state and rethrows when the profile fails to load', async () => {
    const store = new ProfileStore();
    await expect(store.load(profileClient(() => Promise.reject(unauthorized)))).rejects.toBe(unauthorized);
    expect(store.isLoggedIn).toBe(false);
  });

  it('signs out on the server and forgets the customer', async () => {
    const store = new ProfileStore({ profile: asha });
    let calls = 0;

    await store.signOut(sessionClient(async () => void calls++));

    expect(calls).toBe(1);
    expect(store.profile).toBeNull();
    expect(store.isLoggedIn).toBe(false);
  });

  it('forgets the customer even when the server sign-out fails', async () => {
    const store = new ProfileStore({ profile: asha });
    await expect(store.signOut(sessionClient(() => Promise.reject(unauthorized)))).rejects.toBe(unauthorized);
    expect(store.isLoggedIn).toBe(false);
  });
});
