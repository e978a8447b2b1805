import { type RefObject, useEffect, useRef } from 'react';

/** Room left between the page's sticky header and what is brought into view. */
const BELOW_HEADER_PX = 16;

/**
 * Focuses `target` and, when any of `shown` (the target, or the question it answers with its
 * message) is hidden, scrolls it to just below the page's sticky header: the browser's own
 * scrolling on focus may leave it under the header, or show the field without its question. What
 * is taller than the window shows from its top as far as the target.
 */
export function focusInView(target: HTMLElement, shown: Element = target): void {
  target.focus({ preventScroll: true });
  const header = document.querySelector("[data-nirmal-id='Header']");
  const headerBottom = Math.max(0, header?.getBoundingClientRect().bottom ?? 0);
  const room = window.innerHeight - headerBottom - BELOW_HEADER_PX;
  const whole = shown.getBoundingClientRect();
  const focused = target.getBoundingClientRect();
  const top = focused.bottom - whole.top <= room ? whole.top : focused.top;
  const bottom = Math.min(whole.bottom, top + room);
  if (top < headerBottom || bottom > window.innerHeight) {
    window.scrollBy({ top: top - headerBottom - BELOW_HEADER_PX });
  }
}

/**
 * A step refusing Continue focuses the first question left unanswered (its choice, or its field):
 * this brings the question, with its message, into view below the sticky header.
 */
export function useInvalidQuestionInView(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    // After the step has checked its answers and said what is missing.
    const reveal = () =>
      requestAnimationFrame(() => {
        const focused = document.activeElement;
        if (!(focused instanceof HTMLElement) || !root.contains(focused)) return;
        const question = focused.closest('[data-invalid]');
        if (question) focusInView(focused, question);
      });
    root.addEventListener('submit', reveal);
    return () => root.removeEventListener('submit', reveal);
  }, [container]);
}

/**
 * When the wizard moves to another step (not on the page's first paint), its heading takes the
 * focus, which would otherwise fall to the page as the step left goes; a step still loading (its
 * code, its slots) is waited for.
 */
export function useStepHeadingFocus(container: RefObject<HTMLElement | null>, step: string): void {
  const focusedStep = useRef(step);
  useEffect(() => {
    const root = container.current;
    if (focusedStep.current === step || !root) return;
    focusedStep.current = step;
    const focusHeading = () => {
      // The step left may still be in the page, hidden, while the next one loads.
      const heading = Array.from(root.querySelectorAll<HTMLElement>('h1, h2, h3')).find((shown) =>
        shown.checkVisibility(),
      );
      if (!heading) return false;
      // Focusable from script only: the heading is no stop of the Tab order.
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      focusInView(heading);
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, step]);
}
