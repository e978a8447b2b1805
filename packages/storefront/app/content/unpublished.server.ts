import { ApiCallError } from '@nirmal/domain';
import { data } from 'react-router';

/** Content the content service does not have (an unpublished page, a post's wrong address) is the 404 page. */
export function notFoundWhenUnpublished(error: unknown): never {
  throw error instanceof ApiCallError && error.status === 404 ? data(null, { status: 404 }) : error;
}
