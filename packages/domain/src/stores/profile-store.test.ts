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

const notUsed = () => Promise.reject(new Error('not used'));
const profileClient = (
  answer: () => Promise<ProfileData>,
  changes: Partial<ProfileClient> = {},
): ProfileClient => ({
  get: answer,
  updatePrimaryName: notUsed,
  requestChange: notUsed,
  verifyChange: notUsed,
  removeSecondaryUser: notUsed,
  ...changes,
});

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

  describe('changes', () => {
    const sent = {
      requestId: 'R-1',
      otpLength: 6,
      expiresInSeconds: 300,
      resendAfterSeconds: 30,
      sentTo: '+91 ••••• •4321',
    };
    const withMeera: ProfileData = {
      ...asha,
      contacts: [...asha.contacts, { phone: '9876543210', isPrimary: false, name: 'Meera' }],
    };

    it('renames the primary user with the profile the server answers', async () => {
      const store = new ProfileStore({ profile: asha });
      const renamed = { ...asha, firstName: 'Asha', lastName: 'Verma' };
      await store.updatePrimaryName(profileClient(notUsed, { updatePrimaryName: async () => renamed }), {
        firstName: 'Asha',
        lastName: 'Verma',
      });
      expect(store.fullName).toBe('Asha Verma');
    });

    it('keeps a requested change pending until its code confirms it, then shows the new profile', async () => {
      const store = new ProfileStore({ profile: asha });
      const verified: Array<[string, unknown]> = [];
      const client = profileClient(notUsed, {
        requestChange: async () => sent,
        verifyChange: async (action, body) => {
          verified.push([action, body]);
          return withMeera;
        },
      });
      const change = await store.requestChange(client, {
        kind: 'secondaryUser',
        name: 'Meera',
        phone: '9876543210',
      });
      expect(change).toMatchObject({ action: 'create', sentTo: '+91 ••••• •4321' });
      expect(store.pendingChange?.requestId).toBe('R-1');
      expect(store.secondaryUsers).toEqual([{ phone: '9000000009', isPrimary: false }]);

      await store.confirmChange(client, '123456');
      expect(verified).toEqual([['create', { requestId: 'R-1', otp: '123456' }]]);
      expect(store.pendingChange).toBeNull();
      expect(store.secondaryUsers.map((user) => user.name)).toEqual([undefined, 'Meera']);
    });

    it('replaces when a secondary user is edited or an email exists, and adds otherwise', async () => {
      const client = profileClient(notUsed, { requestChange: async () => sent });
      const store = new ProfileStore({ profile: asha });
      expect((await store.requestChange(client, { kind: 'email', email: 'asha@example.com' })).action).toBe(
        'create',
      );
      expect(
        (
          await store.requestChange(client, {
            kind: 'secondaryUser',
            name: 'M',
            phone: '9876543210',
            replaces: '9000000009',
          })
        ).action,
      ).toBe('update');
      store.setProfile({ ...asha, email: 'asha@example.com' });
      expect(store.email).toBe('asha@example.com');
      expect((await store.requestChange(client, { kind: 'email', email: 'asha@work.example' })).action).toBe(
        'update',
      );
    });

    it('keeps the change pending after a wrong code, so the customer can try again', async () => {
      const wrongCode = new ProductError({
        url: '/api/customer/account/profile/verify-create',
        status: 400,
        statusText: 'Bad Request',
        data: { message: 'That code is not right. You have 4 tries left.', code: 'OTP_INCORRECT' },
        answer: { message: 'That code is not right. You have 4 tries left.', code: 'OTP_INCORRECT' },
      });
      const store = new ProfileStore({ profile: asha });
      const client = profileClient(notUsed, {
        requestChange: async () => sent,
        verifyChange: () => Promise.reject(wrongCode),
      });
      await store.requestChange(client, { kind: 'secondaryUser', name: 'Meera', phone: '9876543210' });
      await expect(store.confirmChange(client, '000000')).rejects.toBe(wrongCode);
      expect(store.pendingChange?.requestId).toBe('R-1');
      expect(store.profile).toBe(asha);
    });

    it('removes a secondary user with the profile the server answers', async () => {
      const store = new ProfileStore({ profile: withMeera });
      const removed: unknown[] = [];
      const client = profileClient(notUsed, {
        removeSecondaryUser: async (body) => {
          removed.push(body);
          return asha;
        },
      });
      await store.removeSecondaryUser(client, { phone: '9876543210' });
      expect(removed).toEqual([{ phone: '9876543210' }]);
      expect(store.secondaryUsers.map((user) => user.phone)).toEqual(['9000000009']);
    });

    it('forgets a pending change when the customer is signed out', async () => {
      const store = new ProfileStore({ profile: asha });
      await store.requestChange(profileClient(notUsed, { requestChange: async () => sent }), {
        kind: 'email',
        email: 'asha@example.com',
      });
      store.setProfile(null);
      expect(store.pendingChange).toBeNull();
    });
  });
});
