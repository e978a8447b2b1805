/**
 * The response header by which a rendered page tells the storefront server that anyone asking for
 * it the same way may be served the same copy (server/page-cache.ts). That server takes it off
 * every response it sends.
 */
export const SHAREABLE_PAGE_HEADER = 'x-nirmal-shareable';
