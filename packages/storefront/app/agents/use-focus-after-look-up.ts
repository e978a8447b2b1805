import { useEffect, useRef } from 'react';

/** The id of the heading that names the customer found. */
export const CUSTOMER_HEADING = 'customer';

/**
 * After a look-up, focus goes to what it found: the customer's heading, or the field with the
 * server's refusal. The look-up form is drawn afresh for each look-up (its field starts with it),
 * so without this the focus would drop to the page. Returns the look-up form's ref.
 */
export function useFocusAfterLookUp(q: string, lookupError: string | null) {
  const form = useRef<HTMLFormElement>(null);
  const lookedUp = useRef(q);
  useEffect(() => {
    // The look-up the page opened with is not one the staff member just made.
    if (lookedUp.current === q) return;
    lookedUp.current = q;
    const field = form.current?.elements.namedItem('q');
    const found = document.getElementById(CUSTOMER_HEADING);
    if (lookupError && field instanceof HTMLElement) field.focus();
    else found?.focus();
  }, [q, lookupError]);
  return form;
}
