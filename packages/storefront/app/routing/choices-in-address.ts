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

/**
 * The root layout's `shouldRevalidate`. Its data (header, footer, flags, the customer, the cart's
 * count) reads no search parameter, so a navigation within one page that changes only them (a
 * wizard's step, a listing's filters and sort, a search's words) leaves it as it is: without this,
 * every one of those asked the server for the whole shell again. A form that changes something,
 * or `revalidate()` (the same address), loads it again.
 */
export function revalidateUnlessOnlySearchChanged({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const navigation = formMethod === undefined || formMethod === 'GET';
  const onlySearchChanged = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return navigation && onlySearchChanged ? false : defaultShouldRevalidate;
}
