import { ProductError, ProfileStore } from '@nirmal/domain';
import { ADDRESS_MESSAGES, CART_ID_COOKIE, otpCalls } from '@nirmal/domain/contract';
import { describe, expect, it } from 'vitest';
import { failureOf, signedInBrowser, useCommerceApi } from './support.ts';

const api = useCommerceApi();

// Numbers of their own: each test's customer signs up on first sign-in.
describe('the account through the domain clients', () => {
  it('confirms an email with the code sent to that address', async () => {
    const browser = await signedInBrowser(api(), '9811100061');
    const profile = new ProfileStore();
    await profile.load(browser.profile);

    const change = await profile.requestChange(browser.profile, { kind: 'email', email: 'Meera@Example.in' });
    expect(change.sentTo).toBe('m••••@example.in');
    const { data: email } = await browser.http.call(otpCalls.emailOutbox, {
      query: { email: 'meera@example.in' },
    });
    expect(email).toMatchObject({ requestId: change.requestId, subject: `${email.otp} is your Nirmal code` });

    await profile.confirmChange(browser.profile, email.otp);
    expect(profile.email).toBe('meera@example.in');
  });

  it('removes a secondary user, never the primary number', async () => {
    const mobile = '9811100062';
    const browser = await signedInBrowser(api(), mobile);
    const profile = new ProfileStore();
    await profile.load(browser.profile);
    await profile.requestChange(browser.profile, {
      kind: 'secondaryUser',
      name: 'Ravi',
      phone: '9811100063',
    });
    const { data: code } = await browser.http.call(otpCalls.outbox, { query: { mobile: '9811100063' } });
    await profile.confirmChange(browser.profile, code.otp);
    expect(profile.secondaryUsers.map((user) => user.phone)).toEqual(['9811100063']);

    const refused = await failureOf(profile.removeSecondaryUser(browser.profile, { phone: mobile }));
    expect(refused).toBeInstanceOf(ProductError);
    expect(refused).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^The primary number cannot be removed/),
    });
    await profile.removeSecondaryUser(browser.profile, { phone: '9811100063' });
    expect(profile.secondaryUsers).toEqual([]);
    expect(profile.primaryPhone).toBe(mobile);
  });

  it('keeps an address’s location only whole, and makes any address the default', async () => {
    const { addresses } = await signedInBrowser(api(), '9811100064');
    const fields = {
      name: 'Meera Rao',
      phone: '9811100064',
      house_number: '7, Park View',
      address_name: 'Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560038',
    };
    const halfPlaced = await failureOf(addresses.add({ ...fields, latitude: 12.97 }));
    expect(halfPlaced).toMatchObject({ status: 400, message: ADDRESS_MESSAGES.coordinates });
    const home = await addresses.add({ ...fields, latitude: 12.97, longitude: 77.64 });
    expect(home).toMatchObject({ latitude: 12.97, longitude: 77.64, isDefault: true });
    const office = await addresses.add({ ...fields, house_number: '3rd floor, 221' });
    expect(office.isDefault).toBe(false);
    expect(
      (await addresses.update(office.id, { ...fields, house_number: '3rd floor, 221', isDefault: true }))
        .isDefault,
    ).toBe(true);
    expect((await addresses.list()).map((address) => [address.id, address.isDefault])).toEqual([
      [office.id, true],
      [home.id, false],
    ]);
  });

  it('signing out clears the session, account and cart cookies', async () => {
    const browser = await signedInBrowser(api(), '9811100065');
    browser.jar.cookies.set(CART_ID_COOKIE, 'CRTcontract000000000');
    await browser.session.signOut();
    expect([...browser.jar.cookies.keys()]).toEqual([]);
  });
});
