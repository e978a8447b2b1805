// No schema library here: stores and pages that only catch these errors load none (the HTTP core,
// which has the contract's schemas anyway, reads the error answer and the broken answer for them).
import type { ErrorAnswer } from '../contract/errors.ts';

/** The generic text of §8, used for every failure a customer cannot act on. */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

/** Shown when the server could not be reached at all (no status). */
export const UNREACHABLE_MESSAGE = 'We could not reach Nirmal. Check your connection and try again.';

interface FailedCall {
  url: string;
  status: number;
  statusText: string;
  data: unknown;
}

/** A call that got an error answer, or none at all (status 0). */
export class ApiCallError extends Error {
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  /** The answer's body: the contract's error answer when the server sent one, else its text, else null. */
  readonly data: unknown;

  constructor(message: string, call: FailedCall, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ApiCallError';
    this.url = call.url;
    this.status = call.status;
    this.statusText = call.statusText;
    this.data = call.data;
  }
}

/**
 * A failed product call (cart, profile, session, OTP, devices: §8). Carries the server's message,
 * a sentence the customer can act on, and its error code.
 */
export class ProductError extends ApiCallError {
  /** The contract's SCREAMING_SNAKE code (e.g. OTP_INCORRECT), when the server sent one. */
  readonly code: string | undefined;
  /** The contract's error answer, when the server sent one (a wait in `retryAfterSeconds`, …). */
  readonly answer: ErrorAnswer | undefined;

  /** `answer` is the body read as the contract's error answer, when it is one. */
  constructor(call: FailedCall & { answer?: ErrorAnswer }, options?: ErrorOptions) {
    const fallback = call.status === 0 ? UNREACHABLE_MESSAGE : SOMETHING_WENT_WRONG;
    super(call.answer?.message ?? fallback, call, options);
    this.name = 'ProductError';
    this.answer = call.answer;
    this.code = call.answer?.code;
  }
}

/** A failed content, header, footer or flags call (§7, §8): the page goes on without that piece. */
export class ContentError extends ApiCallError {
  constructor(call: FailedCall, options?: ErrorOptions) {
    super(SOMETHING_WENT_WRONG, call, options);
    this.name = 'ContentError';
  }
}

/** An answer that does not match the contract: caught at the boundary, never deep in a component. */
export class InvalidAnswerError extends Error {
  readonly url: string;
  readonly status: number;

  constructor(url: string, status: number, detail: string) {
    super(`The answer from ${url} does not match the contract: ${detail}`);
    this.name = 'InvalidAnswerError';
    this.url = url;
    this.status = status;
  }
}
