import { logLine, REQUEST_ID_HEADER, type LogFields, type LogLevel } from '@nirmal/format';

/** The storefront server's structured log: one JSON line per record, secrets taken out (`logLine`). */
export interface ServerLog {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** A log writing information to `write` and warnings and errors to `writeError`. */
export function jsonLog(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  writeError: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): ServerLog {
  const to = (level: LogLevel, out: (line: string) => void) => (message: string, fields?: LogFields) =>
    out(logLine(level, message, fields));
  return { info: to('info', write), warn: to('warn', writeError), error: to('error', writeError) };
}

/** The process's log, on standard output and standard error. */
export const log = jsonLog();

/** The id the storefront server gave the request it is serving (see `server/request-log.ts`). */
export function requestIdOf(request: Request): string | undefined {
  return request.headers.get(REQUEST_ID_HEADER) ?? undefined;
}
