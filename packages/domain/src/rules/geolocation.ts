// Asking the browser where the customer is (§8 geolocation messages): which failure an answer is,
// and the words the customer reads for it.

/** The spec's texts, verbatim (§8). */
export const GEOLOCATION_MESSAGES = {
  fetching: 'Fetching Current Location....',
  denied: 'User denied the request for Geolocation.',
  unavailable: 'Location information is unavailable.',
  timeout: 'The request to get user location timed out.',
  unsupported: 'Geolocation is not supported by this browser.',
  error: 'An error occurred.',
  blocked:
    'Looks like your geolocation permissions are blocked. Please, provide geolocation access in your browser settings.',
} as const;

/** Why no location came back: named as the design system's GeolocationPrompt names its states. */
export type GeolocationFailure = Exclude<keyof typeof GEOLOCATION_MESSAGES, 'fetching'>;

// GeolocationPositionError's codes (W3C Geolocation API).
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

/**
 * The failure a `getCurrentPosition` error callback reports. A denial the customer cannot undo by
 * answering again (the permission was already `denied` before asking: the browser did not even
 * ask) is `blocked`, so they are told to change their browser settings instead.
 */
export function geolocationFailure(
  error: { code?: number } | null | undefined,
  permissionBeforeAsking?: PermissionState | null,
): GeolocationFailure {
  switch (error?.code) {
    case PERMISSION_DENIED:
      return permissionBeforeAsking === 'denied' ? 'blocked' : 'denied';
    case POSITION_UNAVAILABLE:
      return 'unavailable';
    case TIMEOUT:
      return 'timeout';
    default:
      return 'error';
  }
}

/** What the customer reads for a failure. */
export const geolocationMessage = (failure: GeolocationFailure): string => GEOLOCATION_MESSAGES[failure];
