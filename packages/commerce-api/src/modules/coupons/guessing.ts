import { secondsAfter } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';

// Guessing codes is rate-limited: codes refused as not valid are counted per visitor (customer, or
// guest cart, or address) and per client address over the OTP rate window, and past the limit every
// code is refused for a while, whether it exists or not.

/** Codes one visitor may get wrong in the window. */
export const MAX_WRONG_CODES_PER_VISITOR = 10;
/** Codes one client address may get wrong in the window (several people may share one). */
export const MAX_WRONG_CODES_PER_ADDRESS = 30;

export interface Guesser {
  /** The customer, or the guest cart, or the address: whoever is trying codes. */
  subject: string;
  address: string;
}

function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return `${count} ${count === 1 ? 'minute' : 'minutes'}`;
}

/** Refuses every code while the visitor or their address has too many wrong ones in the window. */
export async function enforceGuessLimit(
  db: Database,
  who: Guesser,
  now: Date,
  windowSeconds: number,
): Promise<void> {
  const [counts] = await db.query<{ bySubject: number; byAddress: number; oldest: Date | null }>(
    `SELECT (count(*) FILTER (WHERE subject = $1))::int AS "bySubject",
            (count(*) FILTER (WHERE client_address = $2))::int AS "byAddress",
            min(attempted_at) AS oldest
       FROM coupon_attempts WHERE (subject = $1 OR client_address = $2) AND attempted_at > $3`,
    [who.subject, who.address, secondsAfter(now, -windowSeconds)],
  );
  if (!counts?.oldest) return;
  if (counts.bySubject < MAX_WRONG_CODES_PER_VISITOR && counts.byAddress < MAX_WRONG_CODES_PER_ADDRESS)
    return;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((secondsAfter(counts.oldest, windowSeconds).getTime() - now.getTime()) / 1000),
  );
  throw new ApiError(
    429,
    'RATE_LIMITED',
    `Too many coupon codes were tried. Please try again in ${minutes(retryAfterSeconds)}, or choose a coupon from the list.`,
    { retryAfterSeconds },
  );
}

/** Counts a code refused as not valid; old attempts go once no window reads them. */
export async function recordWrongCode(db: Database, who: Guesser, now: Date, windowSeconds: number) {
  await db.query('INSERT INTO coupon_attempts (subject, client_address, attempted_at) VALUES ($1, $2, $3)', [
    who.subject,
    who.address,
    now,
  ]);
  await db.query('DELETE FROM coupon_attempts WHERE attempted_at < $1', [secondsAfter(now, -windowSeconds)]);
}
