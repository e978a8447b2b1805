import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { secondsAfter } from '../../clock.ts';
import type { Queryable } from '../../db/database.ts';
import { findOrCreateCustomer } from './customers.ts';
import type { CustomerIds } from './customers.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewSession {
  sessionId: string;
  /** Goes to the cookie only; the database keeps its hash. */
  token: string;
}

export async function createSession(
  db: Queryable,
  customerId: string,
  options: { now: Date; ttlSeconds: number; userAgent: string | undefined },
): Promise<NewSession> {
  const session = { sessionId: randomUUID(), token: randomBytes(32).toString('base64url') };
  // Expired sessions are removed as new ones begin, so the table only holds live ones (and a few).
  await db.query('DELETE FROM sessions WHERE expires_at <= $1', [options.now]);
  await db.query(
    `INSERT INTO sessions (id, token_hash, customer_id, user_agent, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      session.sessionId,
      hashToken(session.token),
      customerId,
      options.userAgent?.slice(0, 512) ?? null,
      options.now,
      secondsAfter(options.now, options.ttlSeconds),
    ],
  );
  return session;
}

export async function findSession(
  db: Queryable,
  token: string,
  now: Date,
): Promise<(CustomerIds & { sessionId: string }) | null> {
  const [session] = await db.query<CustomerIds & { sessionId: string }>(
    `SELECT s.id AS "sessionId", c.id AS "customerId", c.account_id AS "accountId"
       FROM sessions s JOIN customers c ON c.id = s.customer_id
      WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [hashToken(token), now],
  );
  return session ?? null;
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** Opens a session for the number (creating its customer on first sign-in) inside the caller's transaction. */
export async function startSession(
  tx: Queryable,
  mobile: string,
  options: { now: Date; ttlSeconds: number; userAgent: string | undefined },
): Promise<{ customer: CustomerIds; session: NewSession }> {
  const customer = await findOrCreateCustomer(tx, mobile, options.now);
  const session = await createSession(tx, customer.customerId, options);
  return { customer, session };
}
