import { ProductError, ProfileStore, warrantyLabel } from '@nirmal/domain';
import { LOGIN_COOKIE, SESSION_COOKIE } from '@nirmal/domain/contract';
import { describe, expect, it } from 'vitest';
import { ASHA, ROHAN, browserFor, failureOf, latestOtp, signedInBrowser, useCommerceApi } from './support.ts';

const api = useCommerceApi();

describe('OTP sign-in, profile, devices and sign-out through the domain clients', () => {
  it('signs a customer in, shows their profile and devices, and signs them out', async () => {
    const unauthorized: string[] = [];
    const browser = browserFor(api(), ({ url }) => void unauthorized.push(url));

    const sent = await browser.otp.send(`+91 ${ASHA}`);
    expect(sent).toMatchObject({ otpLength: 6, expiresInSeconds: 300, resendAfterSeconds: 30 });
    const otp = await latestOtp(browser.http, ASHA);
    expect(otp).toMatch(/^\d{6}$/);

    const signedIn = await browser.otp.verify({ mobile: ASHA, otp, requestId: sent.requestId });
    expect(browser.jar.cookies.get(LOGIN_COOKIE)).toBe(signedIn.accountId);
    expect(browser.jar.cookies.has(SESSION_COOKIE)).toBe(true);

    const profile = new ProfileStore();
    await profile.load(browser.profile);
    expect(profile.isLoggedIn).toBe(true);
    expect(profile.customerId).toBe(signedIn.customerId);
    expect(profile.fullName).toBe('Asha Verma');
    expect(profile.primaryPhone).toBe(ASHA);

    const devices = await browser.assets.list();
    const labels = devices.map((device) =>
      warrantyLabel(device.expiryStatus.status, device.currentPlan?.tier ?? null),
    );
    expect(labels.sort()).toEqual([
      'AMC EXPIRED',
      'BASE AMC',
      'COMPREHENSIVE AMC',
      'GOLD AMC',
      'IN WARRANTY',
      'OUT OF WARRANTY',
      'PLATINUM AMC',
      'SILVER AMC',
    ]);
    expect(new Set(devices.map((device) => device.technology))).toEqual(new Set(['UV', 'RO']));
    expect(new Set(devices.map((device) => device.isRental))).toEqual(new Set([true, false]));
    const [first] = devices;
    expect(await browser.assets.get(first?.id ?? '')).toEqual(first);

    await profile.signOut(browser.session);
    expect(profile.isLoggedIn).toBe(false);
    expect(browser.jar.cookies.size).toBe(0);

    const error = await failureOf(browser.profile.get());
    expect(error).toBeInstanceOf(ProductError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(unauthorized).toEqual([`${api().url}/api/customer/account/profileV2`]);
  });

  it('refuses a wrong OTP with the API message, then accepts the right one', async () => {
    const browser = browserFor(api());
    const { requestId } = await browser.otp.send(ROHAN);
    const otp = await latestOtp(browser.http, ROHAN);
    const wrong = otp === '000000' ? '111111' : '000000';

    const error = await failureOf(browser.otp.verify({ mobile: ROHAN, otp: wrong, requestId }));

    expect(error).toBeInstanceOf(ProductError);
    const refusal = error as ProductError;
    expect(refusal).toMatchObject({ status: 400, code: 'OTP_INCORRECT', data: { attemptsLeft: 4 } });
    expect(refusal.message).toBe((refusal.data as { message: string }).message);
    expect(refusal.message).not.toBe('Something went wrong');
    expect(browser.jar.cookies.has(SESSION_COOKIE)).toBe(false);

    await browser.otp.verify({ mobile: ROHAN, otp, requestId });
    expect((await browser.profile.get()).firstName).toBe('Rohan');
  });

  it('refuses a number that is not a mobile number with a message the customer can act on', async () => {
    const error = await failureOf(browserFor(api()).otp.send('12345'));

    expect(error).toBeInstanceOf(ProductError);
    expect(error).toMatchObject({ status: 400, code: 'INVALID_MOBILE' });
    expect((error as Error).message).toMatch(/10-digit mobile number/);
  });
});

describe('devices are the signed-in customer’s own', () => {
  it('shows the second customer only their one device, and not the first customer’s', async () => {
    const rohan = await signedInBrowser(api(), ROHAN);
    const asha = await signedInBrowser(api(), ASHA);

    const devices = await rohan.assets.list();
    const ashasDevices = await asha.assets.list();

    expect(devices).toHaveLength(1);
    expect(
      warrantyLabel(devices[0]?.expiryStatus.status ?? 'OW', devices[0]?.currentPlan?.tier ?? null),
    ).toBe('GOLD AMC');
    expect(ashasDevices.map((device) => device.id)).not.toContain(devices[0]?.id);
    const error = await failureOf(rohan.assets.get(ashasDevices[0]?.id ?? ''));
    expect(error).toBeInstanceOf(ProductError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('asks a browser without a session to sign in', async () => {
    const error = await failureOf(browserFor(api()).assets.list());
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });
});
