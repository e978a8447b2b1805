import { ProductError } from '@nirmal/domain';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/**
 * A staff call refused for want of a session (it ran out, was ended on another device, or its
 * cookie is gone) loads the page again, which then asks the staff member to sign in again: trying
 * the call again would only be refused again.
 */
export function useSignInAgainWhenSignedOut(error: Error | null) {
  const { revalidate } = useRevalidator();
  const signedOut = error instanceof ProductError && error.status === 401;
  useEffect(() => {
    if (signedOut) void revalidate();
  }, [signedOut, revalidate]);
}
