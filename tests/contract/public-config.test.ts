import { startCommerceApi, type RunningApi } from '@nirmal/commerce-api';
import { ContentError, createClients, createHttpClient } from '@nirmal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserFor, failureOf } from './support.ts';

// What the shell reads of the deployment: its public configuration (/api/env), the feature flags
// (/api/features) and the engagement key, through the domain's clients against a real commerce-api.

const VENDOR_SCRIPT = 'https://widgets.in.webengage.com/js/webengage-min-v-6.0.js';
let api: RunningApi | undefined;
beforeAll(async () => {
  api = await startCommerceApi({
    port: 0,
    dataDir: 'memory',
    env: { otpLength: 6, otelSdkDisabled: true, engagementScriptUrl: VENDOR_SCRIPT },
    logger: { info: () => {}, error: (message, error) => console.error(message, error) },
  });
});
afterAll(() => api?.close());
const running = () => {
  if (!api) throw new Error('commerce-api has not started');
  return api;
};

describe('/api/env through the env client', () => {
  it('reads what the browser may know of the deployment, the engagement script among it', async () => {
    expect(await browserFor(running()).env.get()).toEqual({
      environment: 'development',
      otpLength: 6,
      otelSdkDisabled: true,
      engagementScriptUrl: VENDOR_SCRIPT,
    });
  });

  it('turns an answer it cannot reach into the generic ContentError', async () => {
    const http = createHttpClient({
      apiBase: `${running().url}/nowhere`,
      cmsBase: running().url,
      clientType: 'web',
    });
    const error = await failureOf(createClients(http).env.get());
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({ message: 'Something went wrong', status: 404 });
  });
});

it('the content service’s configuration names the engagement key the tracker starts with', async () => {
  expect((await browserFor(running()).content.appConfig()).webEngageLicenseCode).toBe('nirmal-demo');
});

describe('/api/features through the flags client', () => {
  it('reads both flags of §3, on in a new database', async () => {
    expect(await browserFor(running()).flags.get()).toEqual({ globalSaleAssist: true, isAQIEnabled: true });
  });

  it('turns an answer it cannot reach into the generic ContentError', async () => {
    const http = createHttpClient({
      apiBase: `${running().url}/nowhere`,
      cmsBase: running().url,
      clientType: 'web',
    });
    expect(await failureOf(createClients(http).flags.get())).toBeInstanceOf(ContentError);
  });
});
