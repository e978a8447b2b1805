import { startCommerceApi } from '@nirmal/commerce-api';
import type { RunningApi } from '@nirmal/commerce-api';
import { createClients, createHttpClient } from '@nirmal/domain';
import type { HttpClient } from '@nirmal/domain';
import { otpCalls } from '@nirmal/domain/contract';
import { afterAll, beforeAll } from 'vitest';
import { cookieJar } from './cookie-jar.ts';

export const ASHA = '9000000001';
export const ROHAN = '9000000002';

/** A real commerce-api on a free port with a fresh in-memory database, for the tests of one file. */
export function useCommerceApi(): () => RunningApi {
  let api: RunningApi | undefined;
  beforeAll(async () => {
    api = await startCommerceApi({
      port: 0,
      dataDir: 'memory',
      // The development SMS sender logs every OTP; the tests read them from the outbox instead.
      logger: { info: () => {}, error: (message, error) => console.error(message, error) },
    });
  });
  afterAll(() => api?.close());
  return () => {
    if (!api) throw new Error('commerce-api has not started');
    return api;
  };
}

/** What one browser has: its cookies, the HTTP core and every client over it. */
export function browserFor(api: RunningApi, onUnauthorized?: (info: { url: string }) => void) {
  const jar = cookieJar();
  const http = createHttpClient({
    apiBase: api.url,
    cmsBase: api.url,
    clientType: 'web',
    fetch: jar.fetch,
    onUnauthorized,
  });
  return { jar, http, ...createClients(http) };
}

/** Reads the latest OTP sent to a number from the development outbox. */
export async function latestOtp(http: HttpClient, mobile: string): Promise<string> {
  return (await http.call(otpCalls.outbox, { query: { mobile } })).data.otp;
}

/** A browser signed in by the development auto-login, for tests about what comes after signing in. */
export async function signedInBrowser(api: RunningApi, mobile: string) {
  const browser = browserFor(api);
  await browser.session.createDevSession({ mobile, userAgent: 'contract test', timeInMillis: Date.now() });
  return browser;
}

export async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}
