import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorAnswer, ErrorCode } from '@nirmal/domain/contract';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { Logger } from '../logger.ts';
import { OutboundUnavailableError } from './outbound.ts';

type Extras = Pick<ErrorAnswer, 'retryAfterSeconds' | 'attemptsLeft' | 'nearestSlots'>;

/** A refusal the customer can act on; becomes the contract's JSON error answer. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;
  readonly extras: Extras;

  constructor(status: ContentfulStatusCode, code: ErrorCode, message: string, extras: Extras = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extras = extras;
  }
}

export const notFound = (message = 'We could not find what you asked for.') =>
  new ApiError(404, 'NOT_FOUND', message);

/** §8's shared fallback, for a service we depend on that is not answering: try again shortly. */
export const serviceUnavailable = () =>
  new ApiError(503, 'SERVICE_UNAVAILABLE', 'Oops! Something went wrong. Please try again later.', {
    retryAfterSeconds: 30,
  });

/** The database is away for a moment (a restart, a failover): §8's fallback, try again in seconds. */
export const databaseUnavailable = () =>
  new ApiError(503, 'SERVICE_UNAVAILABLE', 'Oops! Something went wrong. Please try again later.', {
    retryAfterSeconds: 5,
  });

export const unauthenticated = () => new ApiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');

export function errorResponse(c: Context, error: ApiError): Response {
  if (error.extras.retryAfterSeconds !== undefined) {
    c.header('Retry-After', String(error.extras.retryAfterSeconds));
  }
  const body: ErrorAnswer = { message: error.message, code: error.code, ...error.extras };
  return c.json(body, error.status);
}

/** Known refusals keep their status; anything else is logged and answered with a plain 500. */
export function handleError(logger: Logger) {
  return (error: Error, c: Context): Response => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof OutboundUnavailableError) {
      // A gateway (SMS, email) that is down or slow: the customer may try again shortly.
      logger.error(`${c.req.method} ${c.req.path}: ${error.message}`, error);
      return errorResponse(c, serviceUnavailable());
    }
    if (isDatabaseUnavailable(error)) {
      logger.error(`${c.req.method} ${c.req.path}: the database is unavailable`, error);
      return errorResponse(c, databaseUnavailable());
    }
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(
        c,
        new ApiError(error.status, 'INVALID_REQUEST', 'The request could not be understood.'),
      );
    }
    logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return errorResponse(c, new ApiError(500, 'INTERNAL', 'Something went wrong'));
  };
}
