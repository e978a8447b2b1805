import { describe, expect, it } from 'vitest';
import { getExactly, listen, storefrontBefore } from './helpers.ts';

/** A commerce-api stand-in that serves every path, as a development one serves its outboxes. */
async function apiServingAll(reached: string[]): Promise<string> {
  return listen((req, res) => {
    reached.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"data":{"otp":"123456"}}');
  });
}

const noPages = async () => new Response('a page');

describe("commerce-api's development-only calls on the storefront's origin", () => {
  it('are answered 404 and never forwarded, however the path is written', async () => {
    const reached: string[] = [];
    const front = await storefrontBefore(await apiServingAll(reached), { renderPage: noPages });

    for (const path of [
      '/api/dev/otp-outbox?mobile=9000000001',
      '/api/dev/sms-outbox?mobile=9000000001',
      '/api/%64ev/otp-outbox?mobile=9000000001',
      '/api//dev/email-outbox?email=a@example.com',
      '/API/DEV/faults',
      '/api/dev',
    ]) {
      const answer = await getExactly(front, { path });
      expect({ path, status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual({
        path,
        status: 404,
        body: { message: 'There is nothing at this address.', code: 'NOT_FOUND' },
      });
    }
    const signIn = await fetch(`${front}/api/session/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-type': 'web' },
      body: JSON.stringify({ mobile_number: '9000000001', user_agent: 'x', time_in_millis: Date.now() }),
    });
    expect(signIn.status).toBe(404);
    expect(signIn.headers.getSetCookie()).toEqual([]);
    expect(reached).toEqual([]);
  });

  it('leave every other call forwarded, those with similar names too', async () => {
    const reached: string[] = [];
    const front = await storefrontBefore(await apiServingAll(reached), { renderPage: noPages });

    for (const path of ['/api/features', '/api/devices', '/api/session/created']) {
      expect((await getExactly(front, { path })).status).toBe(200);
    }
    expect(reached).toEqual(['GET /api/features', 'GET /api/devices', 'GET /api/session/created']);
  });
});
