// `pnpm bench:slots`: the service slot engine's figures. Slot look-up latency (median, p95) of
// GET /api/schedule/slotData through the in-process API, and how many places per second the
// engine books with no slot ever over its capacity: BENCH_BOOKINGS attempts (default 2,000),
// BENCH_CONCURRENCY at a time (default 32), each one transaction taking a place in a random slot
// of the Pune hub's next two weeks — more attempts than places, so slots fill and refusals are
// counted too. Afterwards every slot's places are counted against its capacity.
//
// On the embedded database, then on PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set
// (the bench's places are deleted afterwards; nothing else is changed).
import type { IncomingMessage } from 'node:http';
import { CLIENT_TYPE_HEADER } from '@nirmal/domain/contract';
import { createApp, loadConfig, openDatabase } from '../packages/commerce-api/src/index.ts';
import type { Database } from '../packages/commerce-api/src/index.ts';
import { capacityOf, slotStarts } from '../packages/commerce-api/src/modules/service/slot-calendar.ts';
import { hubHours, newHoldId, takePlace } from '../packages/commerce-api/src/modules/service/slot-places.ts';
import { addDays, indianDay } from '@nirmal/domain/contract';

const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 300);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const HUB = 'PNQ-02';
const BENCH_HOLDER = 'bench-slots';

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function lookupLatency(db: Database): Promise<{ median: number; p95: number }> {
  const app = await createApp({
    db,
    config: loadConfig({}),
    logger: { info: () => {}, error: console.error },
  });
  const env = { incoming: { socket: { remoteAddress: '127.0.0.1' } } as IncomingMessage };
  const send = (path: string, init: RequestInit = {}) => Promise.resolve(app.request(path, init, env));
  const headers = { [CLIENT_TYPE_HEADER]: 'web', 'content-type': 'application/json' };
  // The development session call signs the demo customer in.
  const session = await send('/api/session/create', {
    method: 'POST',
    headers,
    body: JSON.stringify({ mobile_number: '9000000001', time_in_millis: Date.now(), user_agent: 'bench' }),
  });
  const cookie = session.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const times: number[] = [];
  for (let lookup = 0; lookup < LOOKUPS; lookup += 1) {
    const started = performance.now();
    const answer = await send('/api/schedule/slotData?assetId=AST-100108', {
      headers: { ...headers, cookie },
    });
    if (answer.status !== 200) throw new Error(`slotData answered ${answer.status}: ${await answer.text()}`);
    await answer.json();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

async function bookingRate(db: Database) {
  const hub = await hubHours(db, HUB);
  if (!hub) throw new Error(`${HUB} makes no visits`);
  const now = new Date();
  const slots = Array.from({ length: 13 }, (_, offset) => addDays(indianDay(now), offset + 1)).flatMap(
    (day) =>
      slotStarts(hub.opensAt, hub.closesAt).map((slot) => ({
        hubCode: HUB,
        day,
        slot,
        capacity: capacityOf(day, slot, hub.technicians),
      })),
  );
  const expiresAt = new Date(now.getTime() + 3_600_000);
  let next = 0;
  let booked = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < BOOKINGS) {
        next += 1;
        const place = slots[Math.floor(Math.random() * slots.length)];
        if (!place) continue;
        const taken = await db.transaction((tx) =>
          takePlace(tx, place, { kind: 'hold', holdId: newHoldId(), holder: BENCH_HOLDER, expiresAt }, now),
        );
        if (taken) booked += 1;
        else refused += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const counts = await db.query<{ day: string; slot: string; taken: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, slot, count(*)::int AS taken FROM service_slot_places
      WHERE hub_code = $1 GROUP BY day, slot`,
    [HUB],
  );
  const over = counts.filter((row) => row.taken > capacityOf(row.day, row.slot, hub.technicians)).length;
  await db.query('DELETE FROM service_slot_places WHERE holder = $1', [BENCH_HOLDER]);
  return { attempts: BOOKINGS, booked, refused, seconds, perSecond: BOOKINGS / seconds, over };
}

async function bench(where: string, db: Database) {
  try {
    const latency = await lookupLatency(db);
    const rate = await bookingRate(db);
    console.log(`\n${where}`);
    console.log(
      `  slot look-up (GET /api/schedule/slotData, ${LOOKUPS} times): median ${latency.median.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms`,
    );
    console.log(
      `  bookings: ${rate.attempts} attempts, ${CONCURRENCY} at a time, in ${rate.seconds.toFixed(2)} s = ${rate.perSecond.toFixed(0)}/s ` +
        `(${rate.booked} places booked, ${rate.refused} refused as full); slots over capacity: ${rate.over}`,
    );
    if (rate.over > 0) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

await bench('Embedded PostgreSQL (PGlite)', await openDatabase({}, new Date()));
const databaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (databaseUrl) await bench('PostgreSQL', await openDatabase({ databaseUrl }, new Date()));
else console.log('\nPostgreSQL: set TEST_DATABASE_URL or DATABASE_URL to measure it too.');
