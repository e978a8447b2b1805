import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';

/** OTP_SECRET when configured, else a random secret made on first start and kept in the database. */
export async function otpSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.query(`INSERT INTO settings (key, value) VALUES ('otp_secret', $1) ON CONFLICT (key) DO NOTHING`, [
    randomBytes(32).toString('hex'),
  ]);
  const [row] = await db.query<{ value: string }>(`SELECT value FROM settings WHERE key = 'otp_secret'`);
  if (!row) throw new Error('The OTP secret could not be stored');
  return row.value;
}
