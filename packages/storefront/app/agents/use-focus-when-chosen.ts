import { useEffect, useRef } from 'react';

/**
 * The heading of a form chosen from the device list, focused (and so scrolled into view) each time
 * another choice opens it: on a phone the form sits below every device, and keyboard and screen
 * reader users land where the choice led. The heading takes `tabIndex={-1}`.
 */
export function useFocusWhenChosen(choice: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [choice]);
  return heading;
}
