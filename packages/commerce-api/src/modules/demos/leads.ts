import { createHash, randomBytes } from 'node:crypto';
import { LEAD_VERIFICATION_SECONDS } from '@nirmal/domain/contract';
import { secondsAfter } from '../../clock.ts';
import type { Queryable } from '../../db/database.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LeadVerificationStarted {
  /** Goes to the cookie only; the database keeps its hash. */
  token: string;
  expiresAt: Date;
}

/** Confirms a visitor's number for a short while, in the caller's transaction (the code's). */
export async function startLeadVerification(
  tx: Queryable,
  mobile: string,
  now: Date,
): Promise<LeadVerificationStarted> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = secondsAfter(now, LEAD_VERIFICATION_SECONDS);
  // Ended verifications are removed as new ones begin, so the table only holds live ones.
  await tx.query('DELETE FROM lead_verifications WHERE expires_at <= $1', [now]);
  await tx.query(
    'INSERT INTO lead_verifications (token_hash, mobile, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [hashToken(token), mobile, now, expiresAt],
  );
  return { token, expiresAt };
}

/** The number a lead cookie confirms, or null when it confirms none (unknown or run out). */
export async function verifiedLeadMobile(db: Queryable, token: string, now: Date): Promise<string | null> {
  const [lead] = await db.query<{ mobile: string }>(
    'SELECT mobile FROM lead_verifications WHERE token_hash = $1 AND expires_at > $2',
    [hashToken(token), now],
  );
  return lead?.mobile ?? null;
}
