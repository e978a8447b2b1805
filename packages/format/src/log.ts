// One log record per line, as JSON, the same on both servers, with every secret these rules know
// taken out before it is written: a log is read by more people, and kept longer, than a database.

/** The header that carries one request's id from the storefront server to commerce-api and back. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The attribute that puts the same id on both servers' tracing spans, so a span leads to its log lines. */
export const REQUEST_ID_SPAN_ATTRIBUTE = 'request.id';

export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

const REDACTED = '[redacted]';

// A field whose name says it holds a secret is never written, whatever its value looks like.
const SECRET_FIELD =
  /^(?:cookie|set-cookie|authorization|otp|password|secret|token|session(?:_?id)?|[\w-]*signature|hash|card[\w-]*|cvv)$/i;

// Names of the same secrets where they appear inside a text: a query, a form body, JSON, a header.
const SECRET_NAMES =
  'otp|password|secret|token|session(?:_?id)?|[a-z_]*signature|hash|card_?number|cvv|nirmal_[a-z_]+';

// Patterns over any text; the first ones go before the digit patterns so their digits are gone.
const TEXT_RULES: ReadonlyArray<[RegExp, string | ((...match: string[]) => string)]> = [
  // A header written out: `cookie: a=b; c=d`, `Authorization: Bearer …`.
  [/\b(cookie|set-cookie|authorization)(["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\n,}]+)/gi, `$1$2${REDACTED}`],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/g, `$1 ${REDACTED}`],
  // JSON: "otp":"123456", "razorpay_signature": "…".
  [new RegExp(`("(?:${SECRET_NAMES})"\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|[\\w.-]+)`, 'gi'), `$1"${REDACTED}"`],
  // A query, form body or cookie pair: otp=123456, nirmal_session=…
  [new RegExp(`\\b(${SECRET_NAMES})=([^&;\\s"',]+)`, 'gi'), `$1=${REDACTED}`],
  // A code in a sentence: "OTP for …: 123456", "your code is 123456".
  [/\b(otp|code)\b(.{0,40}?)(?<!\d)\d{4,8}(?!\d)/gi, `$1$2${REDACTED}`],
  // Card-like numbers: 13 to 19 digits, in groups or not. The digit rules skip digits that are part
  // of an id (an order's OD and 14 digits, a request's UUID), which operators follow through the logs:
  // no letter or digit touches them, not even across a hyphen.
  [/(?<![\dA-Za-z])(?<![\dA-Za-z]-)\d(?:[ -]?\d){12,18}(?![\dA-Za-z])(?!-[\dA-Za-z])/g, '[card number]'],
  // Indian mobile numbers, with or without +91: first two and last four digits are enough to follow.
  [
    /(?<![\dA-Za-z+])(?<![\dA-Za-z]-)(?:\+?91[ -]?)?([6-9]\d)\d{4}(\d{4})(?![\dA-Za-z])(?!-[\dA-Za-z])/g,
    (_match, first = '', last = '') => `${first}••••${last}`,
  ],
];

/** Text with the secrets the rules above know replaced: codes, tokens, cookies, card and mobile numbers. */
export function redactSecrets(text: string): string {
  return TEXT_RULES.reduce<string>(
    (redacted, [pattern, replacement]) =>
      redacted.replace(pattern, replacement as (substring: string, ...args: string[]) => string),
    text,
  );
}

function describeError(error: Error): LogFields {
  const status = (error as { status?: unknown }).status;
  return {
    name: error.name,
    message: error.message,
    ...(typeof status === 'number' ? { status } : {}),
    ...(error.stack ? { stack: error.stack } : {}),
    ...(error.cause === undefined ? {} : { cause: loggable(error.cause) }),
  };
}

/** A value as it may be written: errors described, secret fields dropped, texts redacted. */
function loggable(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (value instanceof Error) return depth > 3 ? value.name : loggable(describeError(value), depth + 1);
  if (Array.isArray(value)) return value.map((item) => loggable(item, depth + 1));
  if (value && typeof value === 'object') {
    if (depth > 4) return '[object]';
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [
        name,
        SECRET_FIELD.test(name) ? REDACTED : loggable(item, depth + 1),
      ]),
    );
  }
  return value;
}

/** One log record as a JSON line (without the newline): time, level, message, then the fields. */
export function logLine(level: LogLevel, message: string, fields: LogFields = {}, time = new Date()): string {
  return JSON.stringify({
    time: time.toISOString(),
    level,
    msg: redactSecrets(message),
    ...(loggable(fields) as LogFields),
  });
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

// Web Crypto is global in browsers and in Node; this package names neither environment's types.
declare const crypto: { randomUUID(): string };

/**
 * The id a request is logged under: the one it arrived with (a load balancer's, or the storefront
 * server's when commerce-api is called), when it is a plain token, else a new one.
 */
export function acceptRequestId(value: string | readonly string[] | null | undefined): string {
  const given = Array.isArray(value) ? value[0] : value;
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}
