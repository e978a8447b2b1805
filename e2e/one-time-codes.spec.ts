import { expect, test } from '@playwright/test';
import { latestOtp } from './system.ts';

// A number of this journey's own: it signs up on its first sign-in.
const MOBILE = '9000000721';

test('a phone with WebOTP fills the sign-in code from the SMS, and the customer only presses Verify', async ({
  page,
}) => {
  // Chrome on Android reads the SMS that ends with `@<host> #<code>`; headless Chromium has no SMS,
  // so this stands in for it and hands over the code the SMS sender wrote.
  await page.addInitScript(() => {
    const waiting: ((code: string) => void)[] = [];
    Object.assign(window, {
      OTPCredential: class {},
      deliverSms: (code: string) => waiting.splice(0).forEach((deliver) => deliver(code)),
    });
    Object.defineProperty(navigator.credentials, 'get', {
      value: (request: { otp?: { transport: string[] } }) =>
        request.otp?.transport.includes('sms')
          ? new Promise((resolve) => waiting.push((code) => resolve({ type: 'otp', code })))
          : Promise.reject(new Error('not an OTP request')),
    });
  });
  await page.goto('/login');
  await page.getByLabel(/mobile number/i).fill(MOBILE);
  await page.getByRole('button', { name: /send otp/i }).click();
  const first = page.getByLabel('Digit 1 of 6');
  await expect(first).toHaveAttribute('autocomplete', 'one-time-code');

  const otp = await latestOtp(MOBILE);
  await page.evaluate(
    (code) => (window as unknown as { deliverSms(code: string): void }).deliverSms(code),
    otp,
  );
  await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(otp.at(-1) ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/amc/my-devices');
});

test('without WebOTP the code boxes still take the keyboard’s suggestion (one-time-code)', async ({
  page,
}) => {
  // A browser without the API (a desktop, iOS): the page must not ask for the SMS at all.
  await page.addInitScript(() => {
    delete (window as { OTPCredential?: unknown }).OTPCredential;
    Object.defineProperty(navigator.credentials, 'get', {
      value: () => {
        (window as { askedForSms?: boolean }).askedForSms = true;
        return new Promise(() => {});
      },
    });
  });
  await page.goto('/login');
  await page.getByLabel(/mobile number/i).fill(MOBILE);
  await page.getByRole('button', { name: /send otp/i }).click();
  await expect(page.getByLabel('Digit 1 of 6')).toHaveAttribute('autocomplete', 'one-time-code');
  expect(await page.evaluate(() => (window as { askedForSms?: boolean }).askedForSms ?? false)).toBe(false);
});
