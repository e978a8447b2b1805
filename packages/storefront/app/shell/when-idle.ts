/** How long a busy page may put the work off. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Runs `work` once the browser is idle after the page has painted (soon, where it cannot say);
 * answers how to call it off. For what the first paint does not need.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
