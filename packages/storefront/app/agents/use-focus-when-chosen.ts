import { useEffect, useRef } from 'react';

/**
 * The heading of a form chosen from the device list, focused and scrolled to the top of the view
 * (below the sticky header) each time another choice opens it: on a phone the form sits below
 * every device, and keyboard and screen reader users land where the choice led, with the form
 * under its heading in sight. The heading takes `tabIndex={-1}`.
 */
export function useFocusWhenChosen(choice: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Focus alone scrolls only as far as the heading, leaving it at the bottom edge on a phone.
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, [choice]);
  return heading;
}
