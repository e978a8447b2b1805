import { describe, expect, it } from 'vitest';
import { SHAREABLE_PAGE_HEADER } from '../app/ssr/shareable-page-header.ts';
import { markShareable } from '../app/ssr/shareable-page.ts';

const HOME = 'https://shop.example/';

function marked({
  request = new Request(HOME),
  status = 200,
  headers = new Headers({ 'Cache-Control': 'private, no-store' }),
  complete = true,
} = {}) {
  markShareable(request, status, headers, { complete });
  return headers;
}

describe('markShareable', () => {
  it('marks a whole page answered 200 to a GET without a cookie, and says it varies by location', () => {
    const headers = marked();
    expect(headers.get(SHAREABLE_PAGE_HEADER)).toBe('1');
    expect(headers.get('vary')).toBe('x-user-city, x-user-lat, x-user-long');
  });

  it('does not mark a page for a visitor with a cookie or credentials', () => {
    for (const known of [
      ['cookie', 'cartId=c1'],
      ['cookie', 'nirmal_consent=granted; nirmal_cart_id=c1'],
      ['authorization', 'Bearer t'],
    ] as const) {
      expect(
        marked({ request: new Request(HOME, { headers: [[...known]] }) }).has(SHAREABLE_PAGE_HEADER),
      ).toBe(false);
    }
  });

  it('marks a page for a visitor whose only cookie is their analytics answer (kept per answer)', () => {
    for (const answer of ['granted', 'denied']) {
      const request = new Request(HOME, { headers: { cookie: `nirmal_consent=${answer}` } });
      expect(marked({ request }).get(SHAREABLE_PAGE_HEADER)).toBe('1');
    }
  });

  it('does not mark a page that went without a piece, failed, set a cookie, or answered anything but a GET', () => {
    expect(marked({ complete: false }).has(SHAREABLE_PAGE_HEADER)).toBe(false);
    expect(marked({ status: 404 }).has(SHAREABLE_PAGE_HEADER)).toBe(false);
    expect(marked({ status: 500 }).has(SHAREABLE_PAGE_HEADER)).toBe(false);
    const settingCookie = new Headers({ 'Set-Cookie': 'cartId=c1; Path=/; HttpOnly' });
    expect(marked({ headers: settingCookie }).has(SHAREABLE_PAGE_HEADER)).toBe(false);
    const posted = new Request(HOME, { method: 'POST', body: 'quantity=2' });
    expect(marked({ request: posted }).has(SHAREABLE_PAGE_HEADER)).toBe(false);
  });
});
