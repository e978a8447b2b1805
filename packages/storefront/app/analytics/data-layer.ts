import {
  LOCAL_STORAGE_KEYS,
  directEventName,
  markSentOnce,
  type DataLayerEvent,
  type EngagementTracker,
} from '@nirmal/domain';
import { tellTrackerWhenSettled } from './engagement-script.ts';

export type { DataLayerEvent };

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
    /** WebEngage's browser API: its loader's queue until the script (ours or the vendor's) arrives. */
    webengage?: Partial<EngagementTracker>;
  }
}

/** Pushes an event onto the data layer (§9). Call only with the visitor's consent. */
function pushToDataLayer(event: DataLayerEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** Sends an event straight to the engagement tracker, prefixed direct_ (§9), when the page has one. */
const trackDirect = (name: string, data: Record<string, unknown>) =>
  tellTrackerWhenSettled((tracker) => tracker.track(directEventName(name), data));

/** An event to both: the data layer, and the engagement tracker as a direct event. */
export function sendEvent({ event, ...fields }: DataLayerEvent): void {
  pushToDataLayer({ event, ...fields });
  trackDirect(event, fields);
}

/**
 * An event sent once per `key` in this browser (a purchase per order), so a reloaded or revisited
 * success page sends nothing again. Without storage it is sent: a rare repeat over a lost purchase.
 */
export function sendEventOnce(key: string, event: DataLayerEvent): void {
  try {
    const { first, stored } = markSentOnce(localStorage.getItem(LOCAL_STORAGE_KEYS.analyticsSent), key);
    if (!first) return;
    localStorage.setItem(LOCAL_STORAGE_KEYS.analyticsSent, stored);
  } catch {
    // Storage refused (a private window's quota): sent all the same.
  }
  sendEvent(event);
}
