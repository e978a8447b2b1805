import type { EngagementTracker, SavedSourceStorage } from '@nirmal/domain';

/** Our stand-in for WebEngage's SDK (public/engagement/webengage.js), loaded unless /api/env names WebEngage's. */
export const LOCAL_ENGAGEMENT_SCRIPT = '/engagement/webengage.js';

type QueuedCall = [name: string, args: unknown[]];

/**
 * `window.webengage` as WebEngage's loader snippet leaves it: every call queued until the script
 * arrives, which takes the queue over and replays it. The page never waits for the script, and one
 * that never arrives (blocked, offline) costs nothing but the queue.
 */
export function installEngagementQueue(): void {
  if (window.webengage) return;
  const queue: QueuedCall[] = [];
  const queued =
    (name: string) =>
    (...args: unknown[]) =>
      void queue.push([name, args]);
  const loader: EngagementTracker & { __queue: QueuedCall[]; __v: string } = {
    __queue: queue,
    __v: '6.0',
    init: queued('init'),
    track: queued('track'),
    user: {
      login: queued('user.login'),
      logout: queued('user.logout'),
      setAttribute: queued('user.setAttribute'),
    },
  };
  window.webengage = loader;
}

/**
 * Tells the tracker something: the loader's queue, or the script's API once it arrived (which
 * replaces the global), so a call never goes to a queue nobody reads any more. A tracker that is
 * missing or breaks changes nothing on the page.
 */
export function tellTracker(tell: (tracker: EngagementTracker) => void): void {
  try {
    if (window.webengage) tell(window.webengage as EngagementTracker);
  } catch {
    // A broken tracker is the tracker's problem, never the customer's.
  }
}

let settle = () => {};
const settled = new Promise<void>((resolve) => (settle = resolve));

/**
 * The page has started the tracker (its key and customer queued), or found it has none. Events for
 * it wait until then: a page's own event (a purchase) can come before the tracker is started, and
 * must reach it after its key, as WebEngage expects.
 */
export const trackerSettled = () => settle();

/** Tells the tracker something once the page has settled whether it has one (see tellTracker). */
export const tellTrackerWhenSettled = (tell: (tracker: EngagementTracker) => void) =>
  void settled.then(() => tellTracker(tell));

/** The saved source's storage, answering nothing where the browser refuses local storage. */
export const forgivingLocalStorage: SavedSourceStorage = {
  getItem: (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  removeItem: (key) => {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing could have been saved there.
    }
  },
};

/** Adds the tracker's script to the page, once. */
export function addEngagementScript(src: string): void {
  if (document.querySelector('script[data-engagement]')) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.engagement = '';
  document.head.append(script);
}
