// Telling "the database is away" (restarting, failing over, unreachable) from "the database refused
// this statement": the first is answered 503 and retried by the customer, the second is a bug.

/** postgres.js's codes for a connection that closed, ended or never opened. */
const DRIVER_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);
/** The network's: nothing listening, the connection cut, the host not found or not answering. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL shutting down (57P01 by an administrator, 57P02 after a crash) or starting up (57P03). */
const SERVER_STATES = new Set(['57P01', '57P02', '57P03']);

/**
 * Whether the error says the database could not be reached or went away while serving: a class 08
 * connection exception, a server shutting down or starting up, or the connection itself failing.
 * A transaction cut off so is rolled back (unless its COMMIT had reached the server: the calls that
 * write are idempotent, so the customer's retry finds what was done).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code !== 'string') continue;
    if (DRIVER_CODES.has(code) || NETWORK_CODES.has(code) || SERVER_STATES.has(code) || code.startsWith('08'))
      return true;
  }
  return false;
}
