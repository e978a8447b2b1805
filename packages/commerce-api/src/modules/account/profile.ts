import {
  MAX_SECONDARY_USERS,
  type CallRequest,
  type ProfileData,
  type profileCalls,
} from '@nirmal/domain/contract';
import { secondsAfter } from '../../clock.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, notFound, unauthenticated } from '../../http/errors.ts';
import { findProfile } from './customers.ts';
import { PROFILE_CHANGE_MESSAGES } from './profile-rules.ts';

// Changing the signed-in customer's profile. Every statement names the customer, so another
// customer's secondary user or pending change answers exactly as a missing one.

/** A change request as the contract's schema outputs it: names trimmed, numbers normalised. */
type ChangeRequest = CallRequest<typeof profileCalls.requestChange>['body'];

export type ChangeAction = 'create' | 'update';

/** A change waiting for its code (a row of profile_changes). */
export interface ProfileChange {
  id: string;
  kind: ChangeRequest['kind'];
  action: ChangeAction;
  phone: string | null;
  name: string | null;
  replaces: string | null;
  email: string | null;
}

/**
 * How a change's code travels: by SMS to the secondary user's number, or by email to the address
 * it confirms (counted against the primary number, as the OTP service's delivery says).
 */
export type CodeDelivery = { purpose: 'profile_change' } | { purpose: 'email_change'; email: string };

/** A checked change, the number its code is counted and checked against, and how it travels. */
export interface PlannedChange {
  kind: ChangeRequest['kind'];
  action: ChangeAction;
  mobile: string;
  delivery: CodeDelivery;
  fields: Pick<ProfileChange, 'phone' | 'name' | 'replaces' | 'email'>;
}

const refuse = (message: string) => new ApiError(400, 'INVALID_REQUEST', message);

/** The profile as it is now; a customer who vanished meanwhile is signed out. */
export async function currentProfile(db: Queryable, customerId: string): Promise<ProfileData> {
  const profile = await findProfile(db, customerId);
  if (!profile) throw unauthenticated();
  return profile;
}

export async function updatePrimaryName(
  tx: Queryable,
  customerId: string,
  name: { firstName: string; lastName: string },
): Promise<ProfileData> {
  await tx.query('UPDATE customers SET first_name = $2, last_name = $3 WHERE id = $1', [
    customerId,
    name.firstName,
    name.lastName,
  ]);
  return currentProfile(tx, customerId);
}

async function customerContacts(db: Queryable, customerId: string) {
  const [customer] = await db.query<{ mobile: string; email: string | null }>(
    'SELECT mobile, email FROM customers WHERE id = $1',
    [customerId],
  );
  if (!customer) throw unauthenticated();
  const others = await db.query<{ phone: string }>(
    'SELECT phone FROM customer_contacts WHERE customer_id = $1',
    [customerId],
  );
  return { ...customer, secondaryPhones: others.map(({ phone }) => phone) };
}

/**
 * Checks a requested change against the profile as it is and says what it does (adds or
 * replaces) and where its code goes; refuses, in words the customer can act on, what cannot be.
 */
export async function planChange(
  db: Queryable,
  customerId: string,
  request: ChangeRequest,
): Promise<PlannedChange> {
  const customer = await customerContacts(db, customerId);
  if (request.kind === 'email') {
    if (customer.email === request.email) throw refuse(PROFILE_CHANGE_MESSAGES.sameEmail);
    return {
      kind: 'email',
      action: customer.email === null ? 'create' : 'update',
      // The code goes to the address itself, so only its owner can confirm it.
      mobile: customer.mobile,
      delivery: { purpose: 'email_change', email: request.email },
      fields: { phone: null, name: null, replaces: null, email: request.email },
    };
  }
  const { phone, name, replaces } = request;
  if (phone === customer.mobile) throw refuse(PROFILE_CHANGE_MESSAGES.ownNumber);
  if (replaces !== undefined && !customer.secondaryPhones.includes(replaces)) {
    throw refuse(PROFILE_CHANGE_MESSAGES.unknownSecondaryUser);
  }
  if (phone !== replaces && customer.secondaryPhones.includes(phone)) {
    throw refuse(PROFILE_CHANGE_MESSAGES.alreadyAdded);
  }
  if (replaces === undefined && customer.secondaryPhones.length >= MAX_SECONDARY_USERS) {
    throw refuse(PROFILE_CHANGE_MESSAGES.tooManySecondaryUsers);
  }
  return {
    kind: 'secondaryUser',
    action: replaces === undefined ? 'create' : 'update',
    mobile: phone,
    delivery: { purpose: 'profile_change' },
    fields: { phone, name, replaces: replaces ?? null, email: null },
  };
}

/**
 * Keeps the change under the id of the code that confirms it. Changes of this customer that
 * were never confirmed and whose codes have expired are dropped on the way.
 */
export async function recordChange(
  tx: Queryable,
  customerId: string,
  requestId: string,
  change: PlannedChange,
  { now, codeTtlSeconds }: { now: Date; codeTtlSeconds: number },
): Promise<void> {
  await tx.query(
    'DELETE FROM profile_changes WHERE customer_id = $1 AND applied_at IS NULL AND created_at < $2',
    [customerId, secondsAfter(now, -codeTtlSeconds)],
  );
  const { phone, name, replaces, email } = change.fields;
  await tx.query(
    `INSERT INTO profile_changes (id, customer_id, kind, action, phone, name, replaces, email, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [requestId, customerId, change.kind, change.action, phone, name, replaces, email, now],
  );
}

/**
 * The customer's change confirmed by this code, if it is still waiting, with the number and purpose
 * its code was sent under; refuses when it was asked for the other action (adding, not replacing,
 * or back).
 */
export async function pendingChange(
  db: Queryable,
  customerId: string,
  requestId: string,
  action: ChangeAction,
): Promise<{ change: ProfileChange; mobile: string; purpose: CodeDelivery['purpose'] }> {
  const [change] = await db.query<ProfileChange & { primaryMobile: string }>(
    `SELECT p.id, p.kind, p.action, p.phone, p.name, p.replaces, p.email, c.mobile AS "primaryMobile"
       FROM profile_changes p JOIN customers c ON c.id = p.customer_id
      WHERE p.id = $1 AND p.customer_id = $2 AND p.applied_at IS NULL`,
    [requestId, customerId],
  );
  if (!change) throw new ApiError(400, 'OTP_EXPIRED', PROFILE_CHANGE_MESSAGES.noLongerValid);
  if (change.action !== action) throw refuse(PROFILE_CHANGE_MESSAGES.otherChange);
  const { primaryMobile, ...rest } = change;
  if (change.kind === 'email') return { change: rest, mobile: primaryMobile, purpose: 'email_change' };
  if (change.phone === null) throw new Error(`Profile change ${change.id} names no secondary user's number`);
  return { change: rest, mobile: change.phone, purpose: 'profile_change' };
}

async function secondaryUserCount(tx: Queryable, customerId: string): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM customer_contacts WHERE customer_id = $1',
    [customerId],
  );
  return row?.count ?? 0;
}

/**
 * Makes a confirmed change inside the caller's transaction (the one that consumes its code), and
 * marks it applied. A number added meanwhile only has its name changed; a change that would take
 * the profile past the secondary users' limit is refused and nothing is written.
 */
export async function applyChange(
  tx: Queryable,
  customerId: string,
  change: ProfileChange,
  now: Date,
): Promise<ProfileData> {
  // Holds the customer's row so two confirmations at once cannot both pass the limit.
  await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
  const marked = await tx.query<{ id: string }>(
    `UPDATE profile_changes SET applied_at = $3
      WHERE id = $1 AND customer_id = $2 AND applied_at IS NULL RETURNING id`,
    [change.id, customerId, now],
  );
  if (marked.length === 0) throw new ApiError(400, 'OTP_EXPIRED', PROFILE_CHANGE_MESSAGES.noLongerValid);

  if (change.kind === 'email') {
    await tx.query('UPDATE customers SET email = $2 WHERE id = $1', [customerId, change.email]);
    return currentProfile(tx, customerId);
  }
  const before = await secondaryUserCount(tx, customerId);
  if (change.replaces !== null && change.replaces !== change.phone) {
    await tx.query('DELETE FROM customer_contacts WHERE customer_id = $1 AND phone = $2', [
      customerId,
      change.replaces,
    ]);
  }
  await tx.query(
    `INSERT INTO customer_contacts (customer_id, phone, name) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id, phone) DO UPDATE SET name = EXCLUDED.name`,
    [customerId, change.phone, change.name ?? ''],
  );
  const after = await secondaryUserCount(tx, customerId);
  if (after > MAX_SECONDARY_USERS && after > before) {
    throw refuse(PROFILE_CHANGE_MESSAGES.tooManySecondaryUsers);
  }
  return currentProfile(tx, customerId);
}

export async function removeSecondaryUser(
  tx: Queryable,
  customerId: string,
  phone: string,
): Promise<ProfileData> {
  const { mobile } = await customerContacts(tx, customerId);
  if (phone === mobile) throw refuse(PROFILE_CHANGE_MESSAGES.primaryNumber);
  const removed = await tx.query<{ phone: string }>(
    'DELETE FROM customer_contacts WHERE customer_id = $1 AND phone = $2 RETURNING phone',
    [customerId, phone],
  );
  if (removed.length === 0) throw notFound(PROFILE_CHANGE_MESSAGES.unknownSecondaryUser);
  return currentProfile(tx, customerId);
}
