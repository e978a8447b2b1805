import { ProductError, loginPathFor } from '@nirmal/domain';
import { data, redirect } from 'react-router';

/**
 * To sign in and back to the page at `url`: the page's own address, as React Router gives it to
 * loaders and middleware (`url`, without the `.data` suffix and `_routes` of its data requests).
 */
export function signInRedirect(url: URL): Response {
  return redirect(loginPathFor(`${url.pathname}${url.search}`));
}

/**
 * Runs a loader's calls for the signed-in customer. A session that ended meanwhile (401) sends
 * the customer to sign in and back; another customer's or a missing record (403, 404) is a 404
 * page, so nobody learns what exists.
 */
export async function signedInOnly<Value>(url: URL, load: () => Promise<Value>): Promise<Value> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ProductError) {
      if (error.status === 401) throw signInRedirect(url);
      if (error.status === 403 || error.status === 404) throw data(null, { status: 404 });
    }
    throw error;
  }
}
