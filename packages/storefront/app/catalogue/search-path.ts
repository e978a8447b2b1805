/** The results page of a search. */
export const searchPath = (query: string) => `/search?${new URLSearchParams({ q: query.trim() }).toString()}`;

/** The categories a shopper can always browse on from, when a page has nothing better to offer. */
export const categoryLinks = <Link extends { href: string }>(links: readonly Link[]) =>
  links.filter(({ href }) => href.startsWith('/c/'));
