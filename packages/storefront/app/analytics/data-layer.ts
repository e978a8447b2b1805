import { directEventName } from '@nirmal/domain';

/** What a tag manager reads: events pushed in order onto `window.dataLayer`. */
export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

/** The engagement tracker's browser API (WebEngage's `track`), when its script is on the page. */
interface EngagementTracker {
  track(name: string, data?: Record<string, unknown>): void;
}

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
    webengage?: Partial<EngagementTracker>;
  }
}

/** Pushes an event onto the data layer (§9). Call only with the visitor's consent. */
export function pushToDataLayer(event: DataLayerEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** Sends an event straight to the engagement tracker, prefixed direct_ (§9); nothing when it is absent or fails. */
export function trackDirect(name: string, data: Record<string, unknown> = {}): void {
  try {
    window.webengage?.track?.(directEventName(name), data);
  } catch {
    // A blocked or broken tracker changes nothing a customer sees.
  }
}
