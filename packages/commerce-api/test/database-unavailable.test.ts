import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { errorAnswerSchema } from '@nirmal/domain/contract';
import { reconnectDelaySeconds } from '../src/db/postgres.ts';
import { isDatabaseUnavailable } from '../src/db/unavailable.ts';
import { handleError } from '../src/http/errors.ts';
import { quietLogger } from './support.ts';

// While PostgreSQL restarts (`pnpm bench:faults` restarts it under buyers), a request whose
// statement meets a closed connection is answered 503 with §8's message, never a bare 500.

const failing = (code: string, message = 'the database went away') =>
  Object.assign(new Error(message), { code });

/** An app whose one route throws `error`, answered by the error handler every route has. */
function throwing(error: Error) {
  const app = new Hono();
  app.get('/x', () => {
    throw error;
  });
  app.onError(handleError(quietLogger));
  return app;
}

describe('a database that is away', () => {
  test.each([
    ['a connection closed under a statement', failing('CONNECTION_CLOSED')],
    ['nothing listening', failing('ECONNREFUSED')],
    ['the server shutting down', failing('57P01', 'terminating connection due to administrator command')],
    ['the server starting up', failing('57P03', 'the database system is starting up')],
    ['a connection exception', failing('08006')],
    ['one wrapped in another error', new Error('could not save', { cause: failing('ECONNRESET') })],
  ])('is answered 503 with a message and Retry-After: %s', async (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    const answer = await throwing(error).request('/x');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(errorAnswerSchema.parse(await answer.json())).toEqual({
      message: 'Oops! Something went wrong. Please try again later.',
      code: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: 5,
    });
  });

  test('is told apart from a statement the database refused, which stays a 500', async () => {
    for (const error of [failing('23505', 'duplicate key'), failing('42P01'), new Error('a bug')]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect((await throwing(error).request('/x')).status).toBe(500);
    }
  });

  test('is tried again soon: a closed connection reconnects within a second, however many tries failed', () => {
    expect(reconnectDelaySeconds(0)).toBe(0.05);
    expect(reconnectDelaySeconds(3)).toBe(0.4);
    expect(Math.max(...Array.from({ length: 50 }, (_, attempt) => reconnectDelaySeconds(attempt)))).toBe(1);
  });
});
