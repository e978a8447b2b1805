import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { secondsAfter } from '../../clock.ts';
import type { Queryable } from '../../db/database.ts';
import type { SignedInStaff } from '../../http/app-env.ts';

// Staff sessions: an opaque token in the staff cookie, its hash here. A session lives until its
// absolute expiry, while it is used at least every `idleSeconds`, and until it is revoked.

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewStaffSession {
  /** Goes to the cookie only; the database keeps its hash. */
  token: string;
  expiresAt: Date;
}

export async function startStaffSession(
  tx: Queryable,
  staffId: string,
  options: { now: Date; ttlSeconds: number; userAgent: string | undefined },
): Promise<NewStaffSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = secondsAfter(options.now, options.ttlSeconds);
  await tx.query(
    `INSERT INTO staff_sessions (id, token_hash, staff_id, user_agent, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $5, $6)`,
    [
      randomUUID(),
      hashToken(token),
      staffId,
      options.userAgent?.slice(0, 512) ?? null,
      options.now,
      expiresAt,
    ],
  );
  return { token, expiresAt };
}

/**
 * The staff member a live session token names, or null; finding it counts as using it, so its
 * idle time starts again. Expiry, idling and revocation are all decided by the one statement.
 */
export async function findStaffSession(
  db: Queryable,
  token: string,
  now: Date,
  idleSeconds: number,
): Promise<SignedInStaff | null> {
  const [session] = await db.query<Omit<SignedInStaff, 'sessionExpiresAt'> & { expiresAt: Date }>(
    `UPDATE staff_sessions s SET last_seen_at = $2
       FROM staff_members m
      WHERE m.id = s.staff_id AND s.token_hash = $1 AND s.revoked_at IS NULL
        AND s.expires_at > $2 AND s.last_seen_at > $3
  RETURNING s.id AS "sessionId", m.id AS "staffId", m.name, m.role, m.hub_code AS "hubCode",
            s.expires_at AS "expiresAt"`,
    [hashToken(token), now, secondsAfter(now, -idleSeconds)],
  );
  if (!session) return null;
  const { expiresAt, ...staff } = session;
  return { ...staff, sessionExpiresAt: new Date(expiresAt).toISOString() };
}

/** Ends the session the token names (signing out); a token that names none changes nothing. */
export async function revokeStaffSession(db: Queryable, token: string, now: Date): Promise<void> {
  await db.query('UPDATE staff_sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
    hashToken(token),
    now,
  ]);
}

/** Ends every live session of the staff member but `keepSessionId`; answers how many it ended. */
export async function revokeOtherStaffSessions(
  db: Queryable,
  staffId: string,
  keepSessionId: string,
  now: Date,
): Promise<number> {
  const revoked = await db.query<{ id: string }>(
    `UPDATE staff_sessions SET revoked_at = $3
      WHERE staff_id = $1 AND id <> $2 AND revoked_at IS NULL AND expires_at > $3
  RETURNING id`,
    [staffId, keepSessionId, now],
  );
  return revoked.length;
}
