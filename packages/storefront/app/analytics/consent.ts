import { LOCAL_STORAGE_KEYS, readConsent, type AnalyticsConsent } from '@nirmal/domain';
import { useSyncExternalStore } from 'react';

// The visitor's answer to the analytics question, kept in this browser. The same tab hears its own
// answer through this event; other tabs through the storage event.
const CONSENT_CHANGED = 'nirmal:analytics-consent';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CONSENT_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CONSENT_CHANGED, onChange);
  };
}

function storedConsent(): AnalyticsConsent | null {
  try {
    return readConsent(window.localStorage.getItem(LOCAL_STORAGE_KEYS.analyticsConsent));
  } catch {
    // Storage blocked: no answer, so nothing is tracked.
    return null;
  }
}

export function answerConsent(consent: AnalyticsConsent): void {
  try {
    window.localStorage.setItem(LOCAL_STORAGE_KEYS.analyticsConsent, consent);
  } finally {
    window.dispatchEvent(new Event(CONSENT_CHANGED));
  }
}

/** `undefined` on the server and while hydrating (not known yet), then the stored answer or null. */
export const useAnalyticsConsent = (): AnalyticsConsent | null | undefined =>
  useSyncExternalStore(subscribe, storedConsent, () => undefined);
