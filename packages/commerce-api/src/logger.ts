import { AsyncLocalStorage } from 'node:async_hooks';
import { logLine, type LogFields, type LogLevel } from '@nirmal/format';

export type { LogFields } from '@nirmal/format';

export interface Logger {
  info(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
}

// The request being served, so that whatever is logged while serving it carries its id.
const currentRequest = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `serve` with every line logged meanwhile (awaited work included) under the request's id. */
export function withRequestId<T>(requestId: string, serve: () => T): T {
  return currentRequest.run({ requestId }, serve);
}

/** The id of the request being served, if any (see withRequestId). */
export function currentRequestId(): string | undefined {
  return currentRequest.getStore()?.requestId;
}

/**
 * Structured logs: one JSON line per record (@nirmal/format's `logLine`, which redacts secrets),
 * with the id of the request being served. Errors go to `writeError`, the rest to `write`.
 */
export function jsonLogger(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  writeError: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Logger {
  const record = (level: LogLevel, message: string, fields: LogFields) => {
    const requestId = currentRequestId();
    return logLine(level, message, requestId ? { requestId, ...fields } : fields);
  };
  return {
    info: (message, fields = {}) => write(record('info', message, fields)),
    error: (message, error, fields = {}) =>
      writeError(record('error', message, error === undefined ? fields : { ...fields, error })),
  };
}
