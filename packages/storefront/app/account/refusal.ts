import { ProductError, SOMETHING_WENT_WRONG } from '@nirmal/domain';

/** What to tell the customer when a profile call fails: the server's own sentence when it gave one. */
export function refusalMessage(failure: unknown): string {
  return failure instanceof ProductError && failure.status > 0 && failure.status < 500
    ? failure.message
    : `${SOMETHING_WENT_WRONG}. Please try again.`;
}
