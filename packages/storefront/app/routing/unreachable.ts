/** Said when a change never reached our server: the connection dropped, or the phone is offline. */
export const UNREACHABLE_MESSAGE = 'We could not reach Nirmal. Check your connection, then try again.';

/**
 * Whether a route's server call failed before any answer came: the browser's fetch rejects with a
 * TypeError then (offline, a dropped connection, DNS), whereas every answer the server gives,
 * refusals and failures alike, arrives as data or a response.
 */
export const isUnreachable = (error: unknown): error is TypeError => error instanceof TypeError;
