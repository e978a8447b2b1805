import type { IncomingHttpHeaders } from 'node:http';
import { OWN_COOKIE_PREFIX } from '@nirmal/domain/names';

/**
 * Leaves only Nirmal's own cookies on a page request, or none. Pages are rendered from ours alone,
 * so the cookies an analytics or engagement script sets on the site's domain neither reach the
 * render nor make a visitor nobody knows miss the shared copy of the page.
 */
export function keepOwnCookies(headers: IncomingHttpHeaders): void {
  const own = (headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(OWN_COOKIE_PREFIX));
  if (own.length > 0) headers.cookie = own.join('; ');
  else delete headers.cookie;
}
