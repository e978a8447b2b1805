import type { ShouldRevalidateFunctionArgs } from 'react-router';

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
