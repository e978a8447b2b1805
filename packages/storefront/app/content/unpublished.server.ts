import { ApiCallError } from '@nirmal/domain';
import { data } from 'react-router';

/**
 * Content the content service does not have (an unpublished page, a post's wrong address) is the
 * 404 page; so is an address it refuses to look up (400: an id with a character no id has), as
 * the address is all these calls send.
 */
export function notFoundWhenUnpublished(error: unknown): never {
  const nothingThere = error instanceof ApiCallError && (error.status === 400 || error.status === 404);
  throw nothingThere ? data(null, { status: 404 }) : error;
}
