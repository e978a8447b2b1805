import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * A route's `shouldRevalidate` for choices kept in the page's address (a wizard's step, a plan's
 * years): a navigation that changes only those search parameters leaves the loaded data as it is,
 * since the page has what the choice needs already. A form sent, or any other change, loads again.
 */
export function revalidateUnlessOnlyChanged(...params: readonly string[]) {
  const rest = (url: URL) => {
    const search = new URLSearchParams(url.search);
    for (const param of params) search.delete(param);
    return `${url.pathname}?${search}`;
  };
  return ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
    formMethod === undefined && rest(currentUrl) === rest(nextUrl) ? false : defaultShouldRevalidate;
}
