import { LOCATION_HEADERS } from '@nirmal/domain/contract';
import { carriesNoVisitor, SHAREABLE_PAGE_HEADER } from './shareable-page-header.ts';

/**
 * Marks a page the same for everyone who asks for it the same way: a plain GET from a browser
 * that carries no credentials and no cookie but the analytics answer (so no customer, cart or
 * session is known), answered
 * 200 without setting anything on the browser, with every piece of it loaded (a page that went on
 * without one offers a retry, which must render it afresh). Such a page differs only by its
 * address, that answer, its host and scheme, and the edge's location headers, which it names in `Vary`.
 */
export function markShareable(
  request: Request,
  status: number,
  headers: Headers,
  { complete }: { complete: boolean },
): void {
  if (request.method !== 'GET' || status !== 200 || !complete) return;
  if (!carriesNoVisitor(request.headers.get('cookie')) || request.headers.has('authorization')) return;
  if (headers.has('set-cookie')) return;
  headers.set(SHAREABLE_PAGE_HEADER, '1');
  headers.append('Vary', LOCATION_HEADERS.join(', '));
}
