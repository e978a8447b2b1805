// The engagement tracker of §4 and §9 (WebEngage): what the storefront tells it once its script
// is on the page, as plain rules over its browser API.

/** WebEngage's browser API (`window.webengage`), the part Nirmal uses. */
export interface EngagementTracker {
  init(licenseCode: string): void;
  track(name: string, data?: Record<string, unknown>): void;
  user: {
    login(webEngageId: string): void;
    logout(): void;
    setAttribute(name: string, value: string): void;
  };
}

/** The landing address's query parameter that names where a visitor came from. */
export const SOURCE_QUERY_PARAMETER = 'utm_source';
/** The customer attribute the saved source is set as, and the prefix its value carries (§4). */
export const SOURCE_ATTRIBUTE = 'source';
export const SOURCE_ATTRIBUTE_PREFIX = 'web_';

const SOURCE = /^[\w.-]{1,100}$/;

/** The source a landing address names (`?utm_source=google`), or null when it names none worth keeping. */
export function landingSource(search: string): string | null {
  const source = new URLSearchParams(search).get(SOURCE_QUERY_PARAMETER)?.trim() ?? '';
  return SOURCE.test(source) ? source : null;
}

/** Where the source waits until the tracker has it: local storage under one key. */
export interface SavedSourceStorage {
  getItem(key: string): string | null;
  removeItem(key: string): void;
}

export interface EngagementStart {
  licenseCode: string;
  /** The signed-in customer's id at the tracker (§3 webEngageId); null when signed out or unknown. */
  webEngageId: string | null;
  storage: SavedSourceStorage;
  /** The local-storage key of the saved source. */
  sourceKey: string;
}

/**
 * What the page tells the tracker once its script is there (§4): its key, the customer when
 * webEngageId is present, and the saved source attribute once, with its prefix, then forgotten.
 */
export function startEngagement(tracker: EngagementTracker, start: EngagementStart): void {
  tracker.init(start.licenseCode);
  if (start.webEngageId) tracker.user.login(start.webEngageId);
  const source = start.storage.getItem(start.sourceKey);
  if (source === null) return;
  start.storage.removeItem(start.sourceKey);
  if (SOURCE.test(source)) tracker.user.setAttribute(SOURCE_ATTRIBUTE, `${SOURCE_ATTRIBUTE_PREFIX}${source}`);
}
