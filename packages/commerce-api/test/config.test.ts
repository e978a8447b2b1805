import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('reads the defaults and the documented variables', () => {
    expect(loadConfig({})).toMatchObject({
      otpLength: 6,
      otpMaxWrongCodesPerNumber: 20,
      trustProxy: false,
      allowedOrigins: ['http://localhost:3000'],
    });
    expect(
      loadConfig({
        OTP_LENGTH: '8',
        TRUST_PROXY: '1',
        ALLOWED_ORIGINS: 'https://nirmal.in, https://www.nirmal.in',
        COOKIE_DOMAIN: '.nirmal.in',
      }),
    ).toMatchObject({
      otpLength: 8,
      trustProxy: true,
      allowedOrigins: ['https://nirmal.in', 'https://www.nirmal.in'],
      cookieDomain: '.nirmal.in',
    });
  });

  it('stops the start with the variable and what is wrong with it, in words', () => {
    const otpLengthRule = 'OTP_LENGTH: an OTP has 6 to 8 digits (fewer are too easy to guess)';
    for (const length of ['4', '5', '9', 'six'])
      expect(() => loadConfig({ OTP_LENGTH: length })).toThrow(otpLengthRule);
    expect(loadConfig({ OTP_MAX_WRONG_CODES_PER_NUMBER: '12' }).otpMaxWrongCodesPerNumber).toBe(12);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: Invalid option: expected one of/);
    expect(() => loadConfig({ OTP_SECRET: 'short' })).toThrow(
      'OTP_SECRET: Too small: expected string to have >=16 characters',
    );
  });

  it('reads the care contacts every page shows, with demo ones until they are set', () => {
    expect(loadConfig({}).support).toEqual({ helpline: '1800 123 4567', email: 'care@nirmal.in' });
    expect(
      loadConfig({ HELPLINE_NUMBER: '+91 80 4567 8900', SUPPORT_EMAIL: 'help@shop.in' }).support,
    ).toEqual({
      helpline: '+91 80 4567 8900',
      email: 'help@shop.in',
    });
    for (const number of ['call us', '12345', '1800-123-4567', '+91 98765 43210 12'])
      expect(() => loadConfig({ HELPLINE_NUMBER: number })).toThrow(
        'HELPLINE_NUMBER: a phone number of 8 to 13 digits, with spaces between groups, e.g. 1800 123 4567',
      );
    expect(() => loadConfig({ SUPPORT_EMAIL: 'care at nirmal' })).toThrow(
      'SUPPORT_EMAIL: an email address, e.g. care@example.com',
    );
  });

  it('uses the payment sandboxes outside production, real keys when set, and refuses half a set', () => {
    const development = loadConfig({ API_PORT: '4100' }).payments;
    expect(development.razorpay?.apiUrl).toBe('http://localhost:4100/sandbox/razorpay/v1');
    expect(development.payu?.paymentUrl).toBe('http://localhost:4100/sandbox/payu/_payment');
    const production = loadConfig({ NODE_ENV: 'production', PAYU_KEY: 'k', PAYU_SALT: 's' }).payments;
    expect(production.sandbox).toBeUndefined();
    expect(production.razorpay).toBeUndefined();
    expect(production.payu).toMatchObject({
      key: 'k',
      salt: 's',
      paymentUrl: 'https://secure.payu.in/_payment',
    });
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(/RAZORPAY_KEY_SECRET: also needed/);
  });

  it('runs no sandbox beside a real provider unless PAYMENT_SANDBOX=true asks for it, NODE_ENV or not', () => {
    const realPayu = { PAYU_KEY: 'k', PAYU_SALT: 's' };
    const withRealKeys = loadConfig(realPayu).payments;
    expect(withRealKeys.sandbox).toBeUndefined();
    expect(withRealKeys.razorpay).toBeUndefined();
    expect(withRealKeys.payu?.paymentUrl).toBe('https://secure.payu.in/_payment');

    const askedFor = loadConfig({ ...realPayu, PAYMENT_SANDBOX: 'true', API_PORT: '4100' }).payments;
    expect(askedFor.sandbox?.url).toBe('http://localhost:4100/sandbox');
    expect(askedFor.razorpay?.apiUrl).toBe('http://localhost:4100/sandbox/razorpay/v1');
    expect(askedFor.payu?.key).toBe('k');
  });

  it('makes cookies Secure in production and on an https storefront, and only then', () => {
    expect(loadConfig({}).secureCookies).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).secureCookies).toBe(true);
    expect(loadConfig({ STOREFRONT_URL: 'https://www.nirmal.in' }).secureCookies).toBe(true);
    expect(
      loadConfig({ ALLOWED_ORIGINS: 'http://localhost:3000, https://www.nirmal.in' }).secureCookies,
    ).toBe(true);
    // A phone trying the shop over the local network: a Secure cookie would never come back over http.
    const overLan = {
      STOREFRONT_URL: 'http://192.168.1.20:3000',
      ALLOWED_ORIGINS: 'http://192.168.1.20:3000',
    };
    expect(loadConfig(overLan).secureCookies).toBe(false);
  });
});
