import { inClientSpan } from '@nirmal/tracing/spans';
import { trace } from '@opentelemetry/api';
import type { Database, Queryable } from './database.ts';

const tracer = trace.getTracer('@nirmal/commerce-api');

/** Runs `work` in a client span of the database, marked failed when it throws. */
const inSpan = <T>(name: string, text: string | undefined, work: () => Promise<T>): Promise<T> =>
  inClientSpan(
    tracer,
    name,
    // The statement with its `$1` placeholders: the values (a customer's data) never go on a span.
    { 'db.system.name': 'postgresql', ...(text === undefined ? {} : { 'db.query.text': text }) },
    work,
  );

/** The first word of a statement (SELECT, INSERT…), which names its span. */
const operation = (sql: string) => /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';

function tracedQueryable(db: Queryable): Queryable {
  return {
    query: <Row>(sql: string, params?: readonly unknown[]) =>
      inSpan(operation(sql), sql, () => db.query<Row>(sql, params)),
    exec: (script) => inSpan('EXEC', undefined, () => db.exec(script)),
  };
}

/**
 * The database with a span for each statement and transaction, children of the request's span.
 * Without the tracing SDK started these spans are no-ops.
 */
export function tracedDatabase(db: Database): Database {
  return {
    ...tracedQueryable(db),
    transaction: (work) =>
      inSpan('TRANSACTION', undefined, () => db.transaction((tx) => work(tracedQueryable(tx)))),
    close: () => db.close(),
  };
}
