import { ANALYTICS_CONSENT_COOKIE } from '@nirmal/domain/names';

/**
 * The response header by which a rendered page tells the storefront server that anyone asking for
 * it the same way may be served the same copy (server/page-cache.ts). That server takes it off
 * every response it sends.
 */
export const SHAREABLE_PAGE_HEADER = 'x-nirmal-shareable';

const ANSWER_ONLY = new RegExp(`^${ANALYTICS_CONSENT_COOKIE}=(granted|denied)$`);

/**
 * Whether a request's cookies leave its visitor nobody in particular: none at all, or only their
 * answer to the analytics question, which changes the page (the question is in it or not), so a
 * shared page is kept once per answer.
 */
export const carriesNoVisitor = (cookie: string | null | undefined): boolean =>
  cookie === null || cookie === undefined || ANSWER_ONLY.test(cookie);
