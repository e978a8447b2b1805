import * as z from 'zod/mini';
import { errorAnswerSchema } from '../contract/index.ts';

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

  constructor(call: FailedCall, options?: ErrorOptions) {
    const answer = errorAnswerSchema.safeParse(call.data);
    const fallback = call.status === 0 ? UNREACHABLE_MESSAGE : SOMETHING_WENT_WRONG;
    super(answer.success ? answer.data.message : fallback, call, options);
    this.name = 'ProductError';
    this.code = answer.success ? answer.data.code : undefined;
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

  constructor(url: string, status: number, problem: string | z.core.$ZodError) {
    const detail = typeof problem === 'string' ? problem : z.prettifyError(problem);
    super(`The answer from ${url} does not match the contract: ${detail}`);
    this.name = 'InvalidAnswerError';
    this.url = url;
    this.status = status;
  }
}
