import { randomUUID } from 'node:crypto';
import type { DemoProduct } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { EXPERTS_ON_CALL } from './calling-hours.ts';

export interface NewCall {
  name: string;
  mobile: string;
  interest: DemoProduct;
  startsAt: Date;
  clientAddress: string;
  now: Date;
}

/** Calls booked per start (epoch ms) from `from` to `until`. */
export async function bookedCalls(db: Queryable, from: Date, until: Date): Promise<Map<number, number>> {
  const rows = await db.query<{ startsAt: Date; booked: number }>(
    `SELECT starts_at AS "startsAt", count(*)::int AS booked FROM sale_assist_calls
      WHERE starts_at >= $1 AND starts_at < $2 GROUP BY starts_at`,
    [from, until],
  );
  return new Map(rows.map(({ startsAt, booked }) => [new Date(startsAt).getTime(), booked]));
}

/** Calls booked from this connection since `since`, for its rate limit. */
export async function callsBookedFrom(db: Queryable, clientAddress: string, since: Date): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM sale_assist_calls WHERE client_address = $1 AND created_at > $2',
    [clientAddress, since],
  );
  return row?.count ?? 0;
}

/**
 * Books a call in the first free place of its time, giving up the number's calls to come (a number
 * has one): null when every place is taken. The unique place per time decides a race.
 */
export async function bookCall(tx: Queryable, call: NewCall): Promise<string | null> {
  await tx.query('DELETE FROM sale_assist_calls WHERE mobile = $1 AND starts_at > $2', [
    call.mobile,
    call.now,
  ]);
  const callId = `SA-${randomUUID().slice(0, 8).toUpperCase()}`;
  const [booked] = await tx.query<{ callId: string }>(
    `INSERT INTO sale_assist_calls (call_id, name, mobile, interest, starts_at, place, client_address, created_at)
     SELECT $1, $2, $3, $4, $5, free.place, $6, $7
       FROM generate_series(1, $8::int) AS free(place)
      WHERE NOT EXISTS (SELECT 1 FROM sale_assist_calls taken WHERE taken.starts_at = $5 AND taken.place = free.place)
      ORDER BY free.place
      LIMIT 1
     ON CONFLICT (starts_at, place) DO NOTHING
     RETURNING call_id AS "callId"`,
    [
      callId,
      call.name,
      call.mobile,
      call.interest,
      call.startsAt,
      call.clientAddress,
      call.now,
      EXPERTS_ON_CALL,
    ],
  );
  return booked?.callId ?? null;
}
