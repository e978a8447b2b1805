import type { IncomingHttpHeaders } from 'node:http';
import { OWN_COOKIE_PREFIX } from '@nirmal/domain/names';

// The browser's own name prefixes (`__Host-`, `__Secure-`) may go before ours.
const OWN_COOKIE = new RegExp(`^(__Host-|__Secure-)?${OWN_COOKIE_PREFIX}`);

/**
 * Leaves only Nirmal's own cookies on a page request, or none. Pages are rendered from ours alone,
 * so the cookies an analytics or engagement script sets on the site's domain neither reach the
 * render nor make a visitor nobody knows miss the shared copy of the page.
 */
export function keepOwnCookies(headers: IncomingHttpHeaders): void {
  const own = (headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => OWN_COOKIE.test(pair));
  if (own.length > 0) headers.cookie = own.join('; ');
  else delete headers.cookie;
}
