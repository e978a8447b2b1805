/** Where asking the browser for the customer's location stands. */
export type GeolocationStatus =
  'idle' | 'fetching' | 'denied' | 'unavailable' | 'timeout' | 'unsupported' | 'error' | 'blocked';

/** The statuses that end in a message instead of a location. */
export type GeolocationErrorStatus = Exclude<GeolocationStatus, 'idle' | 'fetching'>;

/**
 * The status for a failed `navigator.geolocation.getCurrentPosition` call: its error codes are
 * 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE and 3 TIMEOUT; anything else is a general error.
 */
export function geolocationErrorStatus(error: { code?: number } | null | undefined): GeolocationErrorStatus {
  switch (error?.code) {
    case 1:
      return 'denied';
    case 2:
      return 'unavailable';
    case 3:
      return 'timeout';
    default:
      return 'error';
  }
}
