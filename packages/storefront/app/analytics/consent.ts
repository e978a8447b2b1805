import {
  ANALYTICS_CONSENT_COOKIE,
  ANALYTICS_CONSENT_MAX_AGE_SECONDS,
  type AnalyticsConsent,
} from '@nirmal/domain';
import type { ShellStore } from '@nirmal/domain';

// The visitor's answer to the analytics question. The server reads it from its cookie and puts it
// in the shell store, so the question is in the first paint when there is no answer yet (and is
// not painted late over the page, where it would become the page's largest paint).

/** Where the question's form posts before the JavaScript has arrived (routes/consent.ts). */
export const CONSENT_PATH = '/consent';

/**
 * The Set-Cookie (or `document.cookie`) line that keeps the answer on this browser for a year:
 * first-party, readable by scripts, Secure over HTTPS; the server and the browser write it alike.
 */
export const consentCookie = (consent: AnalyticsConsent, secure: boolean): string =>
  `${ANALYTICS_CONSENT_COOKIE}=${consent}; Path=/; Max-Age=${ANALYTICS_CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Keeps the answer and acts on it at once, without leaving the page. */
export function answerConsent(shell: ShellStore, consent: AnalyticsConsent): void {
  document.cookie = consentCookie(consent, window.location.protocol === 'https:');
  shell.setAnalyticsConsent(consent);
}
