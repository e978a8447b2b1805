import { describe, expect, it } from 'vitest';
import { action } from '../app/routes/consent.ts';

type ActionArgs = Parameters<typeof action>[0];

/** Sends the answer as a same-origin form does; a header given as null is not sent. */
const answer = (fields: Record<string, string>, headers: Record<string, string | null> = {}) =>
  action({
    request: new Request('https://shop.example/consent', {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: Object.entries({ 'sec-fetch-site': 'same-origin', ...headers }).flatMap(([name, value]) =>
        value === null ? [] : [[name, value] as [string, string]],
      ),
    }),
  } as ActionArgs);

async function refusal(result: Promise<unknown>) {
  try {
    await result;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
  throw new Error('The answer was kept');
}

describe('answering the analytics question without JavaScript', () => {
  it('keeps the answer for a year and goes back to the page it was asked on', async () => {
    const response = await answer({ consent: 'granted', redirectTo: '/c/water-purifiers?sort=price' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/c/water-purifiers?sort=price');
    expect(response.headers.get('set-cookie')).toBe(
      'nirmal_consent=granted; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });

  it('goes back only to a page of this site', async () => {
    for (const elsewhere of ['https://evil.example/', '//evil.example/', '/\\evil.example'])
      expect((await answer({ consent: 'denied', redirectTo: elsewhere })).headers.get('location')).toBe('/');
  });

  it('refuses an answer from another site, and anything but the two answers', async () => {
    expect(await refusal(answer({ consent: 'granted' }, { 'sec-fetch-site': 'cross-site' }))).toBe(403);
    expect(await refusal(answer({ consent: 'yes' }))).toBe(400);
  });

  it('tells another site by its Origin when an older browser sends no Sec-Fetch-Site', async () => {
    const from = (origin: string) => answer({ consent: 'granted' }, { 'sec-fetch-site': null, origin });
    expect(await refusal(from('https://evil.example'))).toBe(403);
    expect((await from('https://shop.example')).status).toBe(302);
  });
});
