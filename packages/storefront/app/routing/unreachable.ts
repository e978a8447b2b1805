/** Said when a change never reached our server: the connection dropped, or the phone is offline. */
export const UNREACHABLE_MESSAGE = 'We could not reach Nirmal. Check your connection, then try again.';

/** How Chromium, Firefox and Safari word a fetch that got no answer. */
const NO_ANSWER = /failed to fetch|networkerror|load failed/i;

/**
 * Whether a server call failed before any answer came (offline, a dropped connection, DNS): the
 * browser's fetch rejects with a TypeError then, whereas every answer the server gives, refusals
 * and failures alike, arrives as data or a response. A TypeError of our own code is a bug, not this.
 */
export const isUnreachable = (error: unknown): error is TypeError =>
  error instanceof TypeError && NO_ANSWER.test(error.message);
