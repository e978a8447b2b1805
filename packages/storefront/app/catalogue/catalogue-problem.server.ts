import { ApiCallError } from '@nirmal/domain';
import { data, type RouterContextProvider } from 'react-router';
import { warnUnavailable } from '../server/request-state.server.ts';

/**
 * What a catalogue page says when its data did not come: an unknown category or product is the
 * 404 page; input the API refused is its message; anything else (the API down) a retry.
 */
export function catalogueProblem(
  context: Readonly<RouterContextProvider>,
  error: unknown,
): { message: string; retry: boolean } {
  if (!(error instanceof ApiCallError)) throw error;
  if (error.status === 404) throw data(null, { status: 404 });
  if (error.status === 400) return { message: error.message, retry: false };
  warnUnavailable(context, 'products', error);
  return { message: 'We could not load the products. Check your connection and try again.', retry: true };
}
