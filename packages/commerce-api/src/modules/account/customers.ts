import { randomBytes } from 'node:crypto';
import type { ProfileData } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import type { CustomerContact } from '../module.ts';

export interface CustomerIds {
  customerId: string;
  accountId: string;
}

const newId = (prefix: string) => `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;

/** Signing in with a number we do not know yet opens an account for it (OTP sign-in is sign-up). */
export async function findOrCreateCustomer(db: Queryable, mobile: string, now: Date): Promise<CustomerIds> {
  await db.query(
    `INSERT INTO customers (id, account_id, mobile, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (mobile) DO NOTHING`,
    [newId('CUS'), newId('ACC'), mobile, now],
  );
  const [customer] = await db.query<CustomerIds>(
    'SELECT id AS "customerId", account_id AS "accountId" FROM customers WHERE mobile = $1',
    [mobile],
  );
  if (!customer) throw new Error(`Customer for ${mobile} vanished right after it was written`);
  return customer;
}

export async function findProfile(db: Queryable, customerId: string): Promise<ProfileData | null> {
  const [customer] = await db.query<
    Omit<ProfileData, 'contacts' | 'email'> & { mobile: string; email: string | null }
  >(
    `SELECT id AS "customerId", first_name AS "firstName", last_name AS "lastName",
            web_engage_id AS "webEngageId", mobile, email
       FROM customers WHERE id = $1`,
    [customerId],
  );
  if (!customer) return null;
  const others = await db.query<{ phone: string; name: string }>(
    'SELECT phone, name FROM customer_contacts WHERE customer_id = $1 ORDER BY phone',
    [customerId],
  );
  const { mobile, email, ...profile } = customer;
  return {
    ...profile,
    contacts: [
      // The primary user's name is the profile's first and last name.
      { phone: mobile, isPrimary: true },
      ...others.map(({ phone, name }) => ({ phone, isPrimary: false, ...(name ? { name } : {}) })),
    ],
    ...(email === null ? {} : { email }),
  };
}

/** A customer as staff find them: who they are and the number they sign in with. */
export interface CustomerCard {
  customerId: string;
  /** First and last name; empty when the customer has not given one. */
  name: string;
  mobile: string;
}

/** A customer by their sign-in number or by id, for staff; null when there is none. */
export async function findCustomerCard(
  db: Queryable,
  by: { mobile: string } | { customerId: string },
): Promise<CustomerCard | null> {
  const [column, value] = 'mobile' in by ? ['mobile', by.mobile] : ['id', by.customerId];
  const [customer] = await db.query<CustomerCard>(
    `SELECT id AS "customerId", trim(first_name || ' ' || last_name) AS name, mobile
       FROM customers WHERE ${column} = $1`,
    [value],
  );
  return customer ?? null;
}

/** A customer's name, number and email, for the areas that address them (`ModuleDeps.findCustomerContact`). */
export async function findCustomerContact(
  db: Queryable,
  customerId: string,
): Promise<CustomerContact | null> {
  const [customer] = await db.query<CustomerContact>(
    `SELECT first_name AS "firstName", last_name AS "lastName", mobile, email FROM customers WHERE id = $1`,
    [customerId],
  );
  return customer ?? null;
}
