import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { keepOwnCookies } from '../server/own-cookies.ts';

const kept = (cookie?: string) => {
  const headers: IncomingHttpHeaders = cookie === undefined ? {} : { cookie };
  keepOwnCookies(headers);
  return headers.cookie;
};

describe('keepOwnCookies', () => {
  it("keeps the shop's cookies, with the browser's __Host- and __Secure- prefixes too, and drops the rest", () => {
    expect(kept('_ga=GA1.1.1; nirmal_cart_id=c1;__Host-nirmal_session=s; __Secure-nirmal_x=1; _fbp=f')).toBe(
      'nirmal_cart_id=c1; __Host-nirmal_session=s; __Secure-nirmal_x=1',
    );
  });

  it('leaves no Cookie header when none of them is ours, or there were none', () => {
    expect(kept('_ga=GA1.1.1; nirmal-lookalike=1; x_nirmal_y=2')).toBeUndefined();
    expect(kept('')).toBeUndefined();
    expect(kept()).toBeUndefined();
  });
});
