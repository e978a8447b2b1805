import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import type { HubSchedule, TakenPlaces } from './slot-calendar.ts';
import { slotKey } from './slot-calendar.ts';

// Places in a hub's slots, one row each (service_slot_places). A slot's places are numbered 1 to
// its capacity and the table's key makes each number a single row, so however many requests race
// for the last place the database lets exactly one in; no read-then-write decides it.

export type HubHours = Omit<HubSchedule, 'hubName'>;

/** A hub's working day and its technicians' shifts; null for a hub that makes no visits. */
export async function hubHours(db: Queryable, hubCode: string): Promise<HubHours | null> {
  const [hub] = await db.query<{ opensAt: string; closesAt: string; minNoticeMinutes: number }>(
    `SELECT to_char(opens_at, 'HH24:MI') AS "opensAt", to_char(closes_at, 'HH24:MI') AS "closesAt",
            min_notice_minutes AS "minNoticeMinutes"
       FROM service_hubs WHERE hub_code = $1`,
    [hubCode],
  );
  if (!hub) return null;
  const technicians = await db.query<{ start: string; end: string; weeklyOff: number | null }>(
    `SELECT to_char(shift_start, 'HH24:MI') AS start, to_char(shift_end, 'HH24:MI') AS "end",
            weekly_off AS "weeklyOff"
       FROM technicians WHERE hub_code = $1 ORDER BY id`,
    [hubCode],
  );
  return { hubCode, ...hub, technicians };
}

/** Places taken in each slot of a hub from a day on: visits, the call centre's, and holds still live. */
export async function takenPlaces(
  db: Queryable,
  hubCode: string,
  fromDay: string,
  now: Date,
): Promise<TakenPlaces> {
  const rows = await db.query<{ day: string; slot: string; taken: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, slot, count(*)::int AS taken
       FROM service_slot_places
      WHERE hub_code = $1 AND day >= $2::date AND (kind <> 'hold' OR expires_at > $3)
      GROUP BY day, slot`,
    [hubCode, fromDay, now],
  );
  return new Map(rows.map((row) => [slotKey(row.day, row.slot), row.taken]));
}

export interface SlotPlace {
  hubCode: string;
  day: string;
  slot: string;
  /** The slot's places now (its technicians on duty). */
  capacity: number;
}

type Taker =
  | { kind: 'hold'; holdId: string; holder: string; expiresAt: Date }
  | { kind: 'visit'; requestId: string }
  | { kind: 'demo'; demoId: string }
  | { kind: 'call_centre' };

/**
 * Takes the lowest free place of the slot for a hold or a visit; false when every place is taken.
 * Expired holds give their places up first. Under concurrency, the insert of a number another
 * transaction took meanwhile does nothing (ON CONFLICT waits for that transaction, then skips),
 * and the next try reads again.
 */
export async function takePlace(tx: Queryable, place: SlotPlace, taker: Taker, now: Date): Promise<boolean> {
  await tx.query(
    `DELETE FROM service_slot_places
      WHERE hub_code = $1 AND day = $2::date AND slot = $3 AND kind = 'hold' AND expires_at <= $4`,
    [place.hubCode, place.day, place.slot, now],
  );
  const hold = taker.kind === 'hold' ? taker : null;
  for (let attempt = 0; attempt <= place.capacity; attempt += 1) {
    const taken = await tx.query<{ place: number }>(
      `INSERT INTO service_slot_places (hub_code, day, slot, place, kind, hold_id, holder, expires_at, request_id,
                                        demo_id, taken_at)
       SELECT $1, $2::date, $3, number, $5, $6, $7, $8, $9, $11, $10
         FROM generate_series(1, $4::int) AS number
        WHERE NOT EXISTS (SELECT 1 FROM service_slot_places p
                           WHERE p.hub_code = $1 AND p.day = $2::date AND p.slot = $3 AND p.place = number)
        ORDER BY number LIMIT 1
       ON CONFLICT DO NOTHING
       RETURNING place`,
      [
        place.hubCode,
        place.day,
        place.slot,
        place.capacity,
        taker.kind,
        hold?.holdId ?? null,
        hold?.holder ?? null,
        hold?.expiresAt ?? null,
        taker.kind === 'visit' ? taker.requestId : null,
        now,
        taker.kind === 'demo' ? taker.demoId : null,
      ],
    );
    if (taken.length > 0) return true;
    const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM service_slot_places WHERE hub_code = $1 AND day = $2::date AND slot = $3`,
      [place.hubCode, place.day, place.slot],
    );
    if (count >= place.capacity) return false;
  }
  return false;
}

export const newHoldId = () => `HLD-${randomBytes(12).toString('base64url')}`;

/** Gives back every live hold of a holder (one hold per customer at a time). */
export async function releaseHolds(tx: Queryable, holder: string, holdId?: string): Promise<number> {
  const released = await tx.query(
    `DELETE FROM service_slot_places WHERE kind = 'hold' AND holder = $1 AND ($2::text IS NULL OR hold_id = $2)
     RETURNING place`,
    [holder, holdId ?? null],
  );
  return released.length;
}

/** Turns the holder's live hold of this slot into a visit's or a demo's place; false when there is none. */
export async function claimHold(
  tx: Queryable,
  hold: { holdId: string; holder: string; hubCode: string; day: string; slot: string },
  taker: { kind: 'visit'; requestId: string } | { kind: 'demo'; demoId: string },
  now: Date,
): Promise<boolean> {
  const claimed = await tx.query(
    `UPDATE service_slot_places
        SET kind = $6, request_id = $7, demo_id = $8, hold_id = NULL, holder = NULL, expires_at = NULL, taken_at = $9
      WHERE hold_id = $1 AND holder = $2 AND hub_code = $3 AND day = $4::date AND slot = $5 AND expires_at > $9
     RETURNING place`,
    [
      hold.holdId,
      hold.holder,
      hold.hubCode,
      hold.day,
      hold.slot,
      taker.kind,
      taker.kind === 'visit' ? taker.requestId : null,
      taker.kind === 'demo' ? taker.demoId : null,
      now,
    ],
  );
  return claimed.length > 0;
}

/** The place a visit holds, given back (it was cancelled or moved). */
export async function freeVisitPlace(tx: Queryable, requestId: string): Promise<void> {
  await tx.query('DELETE FROM service_slot_places WHERE request_id = $1', [requestId]);
}

/** Which hub's slot a holder's hold is on; null when it is gone. */
export async function heldHub(db: Queryable, holdId: string, holder: string): Promise<string | null> {
  const [row] = await db.query<{ hubCode: string }>(
    `SELECT hub_code AS "hubCode" FROM service_slot_places WHERE hold_id = $1 AND holder = $2`,
    [holdId, holder],
  );
  return row?.hubCode ?? null;
}
