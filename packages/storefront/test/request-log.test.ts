import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { jsonLog } from '../app/server/log.server.ts';
import { listen, storefrontBefore } from './helpers.ts';

/** The storefront server with a log whose lines the test reads, in front of an API that records what it is sent. */
async function loggedStorefront(renderPage: (request: Request) => Promise<Response>) {
  const lines: string[] = [];
  const seenByApi: IncomingHttpHeaders[] = [];
  const api = await listen((req, res) => {
    seenByApi.push(req.headers);
    res.end('{}');
  });
  const front = await storefrontBefore(api, {
    renderPage,
    log: jsonLog(
      (line) => lines.push(line),
      (line) => lines.push(line),
    ),
  });
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { front, seenByApi, lines, records };
}

const secrets = {
  cookie: 'nirmal_session=tok-8f7e6d; nirmal_cart_id=cart-1',
  authorization: 'Bearer s3cret-bearer',
};

describe("the storefront server's log", () => {
  it('writes one JSON line per request under one id that commerce-api gets too, and no query, cookie or credential', async () => {
    const { front, seenByApi, records, lines } = await loggedStorefront(async () => new Response('page'));

    const forwarded = await fetch(`${front}/api/public/ecom/v1/otp/verify?otp=482913&mobile=9000000001`, {
      headers: { ...secrets, 'x-request-id': 'lb-1' },
    });
    expect(forwarded.headers.get('x-request-id')).toBe('lb-1');
    expect(seenByApi[0]?.['x-request-id']).toBe('lb-1');

    const page = await fetch(`${front}/login?redirectTo=%2Fecom%2Fcart&card=4111111111111111`, {
      headers: secrets,
    });
    const pageId = page.headers.get('x-request-id');
    expect(pageId).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => records().length).toBe(2);

    expect(records()).toEqual([
      {
        time: expect.any(String),
        level: 'info',
        msg: 'request',
        requestId: 'lb-1',
        method: 'GET',
        path: '/api/public/ecom/v1/otp/verify',
        status: 200,
        durationMs: expect.any(Number),
      },
      expect.objectContaining({ requestId: pageId, method: 'GET', path: '/login', status: 200 }),
    ]);
    for (const secret of ['482913', '9000000001', 'tok-8f7e6d', 's3cret-bearer', '4111111111111111'])
      expect(lines.join('\n')).not.toContain(secret);
  });

  it("logs a failed render under the request's id, with the secrets in the error taken out, and answers §8's fallback", async () => {
    const { front, records, lines } = await loggedStorefront(async (request) => {
      throw new Error(`render failed for ${request.headers.get('cookie')} otp=482913`);
    });

    const page = await fetch(`${front}/ecom/cart`, { headers: { ...secrets, 'x-request-id': 'lb-2' } });
    expect(page.status).toBe(500);
    expect(await page.text()).toBe('Oops! Something went wrong. Please try again later.');
    await expect.poll(() => records().length).toBe(2);

    expect(records()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'error', requestId: 'lb-2', msg: 'Rendering the page failed' }),
        expect.objectContaining({ level: 'info', requestId: 'lb-2', path: '/ecom/cart', status: 500 }),
      ]),
    );
    expect(lines.join('\n')).not.toMatch(/tok-8f7e6d|482913|cart-1/);
  });
});
