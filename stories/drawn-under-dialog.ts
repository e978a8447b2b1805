import { expect } from 'storybook/test';

/**
 * Checks that an open dialog's backdrop is drawn over every part of `covered`, and the dialog over
 * its own middle. Hit testing follows the painting order, but an open dialog turns pointer events
 * off outside itself, which hides `covered` from it: turned back on for the test, a point in the
 * middle of each part must still find the backdrop.
 */
export async function expectDrawnUnderDialog(covered: HTMLElement, dialog: HTMLElement) {
  const topmostAt = (element: Element) => {
    const box = element.getBoundingClientRect();
    return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  };
  covered.style.pointerEvents = 'auto';
  const topmost = [covered, ...covered.children].map(topmostAt);
  covered.style.pointerEvents = '';
  for (const element of topmost) {
    await expect(element).not.toBeNull();
    await expect(covered.contains(element)).toBe(false);
    await expect(dialog.contains(element)).toBe(false);
  }
  await expect(dialog.contains(topmostAt(dialog))).toBe(true);
}
