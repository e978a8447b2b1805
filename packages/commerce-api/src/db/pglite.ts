import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database.ts';

/**
 * Where an embedded database lives: a folder, or process memory when no folder is given. A dump
 * (PGlite's `dumpDataDir`) fills a new database, which is much faster than creating one.
 */
export interface PgliteSource {
  dataDir?: string;
  loadDataDir?: Blob;
}

/** Resolves once the event loop has had a turn: timers, and the connections' reads, run first. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The longest the statements may hold the thread before the event loop gets a turn: long enough for
 * a few statements at a time (a turn each would leave the database idle while the loop reads), short
 * enough that a connection waits no longer than that to be read.
 */
const SLICE_MS = 10;

/**
 * Hands the statements to PGlite one at a time, giving the event loop a turn every `SLICE_MS`.
 * PGlite runs a statement synchronously on this thread, and the statements it has queued follow
 * one another in microtasks, which never let the event loop read a connection. Under load, requests
 * then waited unread in their sockets, out of any bound's sight, for as long as the crowd kept the
 * queue full (a minute, measured): among them commerce-api's calls to itself, the sandbox's
 * webhooks and a payment's call to the sandbox. With the turns every request is read at once and
 * waits here, where it counts towards the requests in flight that admission control bounds.
 */
function inTurns(): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  let sliceStarted = performance.now();
  const turn = async () => {
    if (performance.now() - sliceStarted < SLICE_MS) return;
    await nextTurn();
    sliceStarted = performance.now();
  };
  return (work) => {
    const done = last.then(turn).then(work);
    last = done.catch(() => undefined);
    return done;
  };
}

function queryable(target: PGlite | Transaction, turn: ReturnType<typeof inTurns>): Queryable {
  return {
    query: <Row>(sql: string, params: readonly unknown[] = []) =>
      turn(async () => (await target.query<Row>(sql, [...params])).rows),
    exec: (script: string) =>
      turn(async () => {
        await target.exec(script);
      }),
  };
}

export async function openPglite(source: PgliteSource): Promise<Database & { pglite: PGlite }> {
  const pglite = await PGlite.create({
    // The catalogue's search corrects typos with trigrams; its migration creates the extension.
    extensions: { pg_trgm },
    ...(source.dataDir !== undefined && { dataDir: source.dataDir }),
    ...(source.loadDataDir !== undefined && { loadDataDir: source.loadDataDir }),
  });
  const turn = inTurns();
  return {
    ...queryable(pglite, turn),
    pglite,
    // A transaction holds the database to itself: one turn in all; its statements take turns within it.
    transaction: (work) => turn(() => pglite.transaction((tx) => work(queryable(tx, inTurns())))),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
