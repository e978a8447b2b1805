import { ProductError, loginPathFor } from '@nirmal/domain';
import { data, redirect } from 'react-router';

/**
 * Runs a loader's calls for the signed-in customer. A session that ended meanwhile (401) sends
 * the customer to sign in and back; another customer's or a missing record (403, 404) is a 404
 * page, so nobody learns what exists.
 */
export async function signedInOnly<Value>(request: Request, load: () => Promise<Value>): Promise<Value> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ProductError) {
      const url = new URL(request.url);
      if (error.status === 401) throw redirect(loginPathFor(`${url.pathname}${url.search}`));
      if (error.status === 403 || error.status === 404) throw data(null, { status: 404 });
    }
    throw error;
  }
}
