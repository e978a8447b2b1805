import { describe, expect, test } from 'vitest';
import { publicEnvSchema } from '@nirmal/domain/contract';
import * as z from 'zod/mini';
import { loadConfig } from '../src/config.ts';
import { testApi } from './support.ts';

/** Every string anywhere in a value, however deeply nested. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

describe('public configuration (/api/env)', () => {
  test('tells the browser the environment, the code length and whether tracing is on', async () => {
    const api = await testApi({ config: { otpLength: 8, otelSdkDisabled: false } });
    const env = z.object({ data: publicEnvSchema }).parse(await (await api.request('/api/env')).json());
    expect(env.data).toEqual({
      environment: 'development',
      otpLength: 8,
      otelSdkDisabled: false,
      engagementScriptUrl: null,
    });
  });

  test('names the engagement script the deployment configured, an https address only', async () => {
    const vendor = 'https://widgets.in.webengage.com/js/webengage-min-v-6.0.js';
    const api = await testApi({ config: loadConfig({ WEBENGAGE_SCRIPT_URL: vendor }) });
    const env = z.object({ data: publicEnvSchema }).parse(await (await api.request('/api/env')).json());
    expect(env.data.engagementScriptUrl).toBe(vendor);

    expect(() => loadConfig({ WEBENGAGE_SCRIPT_URL: 'http://widgets.example/webengage.js' })).toThrow(
      'WEBENGAGE_SCRIPT_URL: an https address of the WebEngage script',
    );
  });

  test('tracing is off unless OTEL_SDK_DISABLED is exactly false', () => {
    expect(loadConfig({}).otelSdkDisabled).toBe(true);
    expect(loadConfig({ OTEL_SDK_DISABLED: 'true' }).otelSdkDisabled).toBe(true);
    expect(loadConfig({ OTEL_SDK_DISABLED: 'no' }).otelSdkDisabled).toBe(true);
    expect(loadConfig({ OTEL_SDK_DISABLED: 'false' }).otelSdkDisabled).toBe(false);
  });

  test('gives away none of the configuration’s keys, salts and passwords', async () => {
    const secrets = {
      OTP_SECRET: 'otp-secret-7f3a9c1e5b2d',
      RAZORPAY_KEY_ID: 'rzp_live_keyid_48213',
      RAZORPAY_KEY_SECRET: 'rzp-key-secret-93kd02',
      RAZORPAY_WEBHOOK_SECRET: 'rzp-webhook-secret-1x9',
      PAYU_KEY: 'payu-key-5521',
      PAYU_SALT: 'payu-salt-88d1e',
      SMTP_URL: 'smtps://mailer:smtp-password-0q2@mail.nirmal.example:465',
      EMAIL_FROM: 'Nirmal <care@nirmal.example>',
    };
    const config = loadConfig({ ...secrets, STOREFRONT_URL: 'https://nirmal.example' });
    const api = await testApi({ config });

    const answer = await (await api.request('/api/env')).text();

    const secretValues = [
      ...Object.values(secrets),
      ...stringsIn(config.payments),
      ...stringsIn(config.smtp),
    ];
    for (const secret of secretValues.filter((value) => value.length >= 8))
      expect(answer, secret).not.toContain(secret);
    expect(answer).not.toMatch(/secret|salt|password/i);
  });
});
