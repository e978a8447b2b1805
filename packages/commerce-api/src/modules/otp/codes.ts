import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database.ts';

export function generateOtp(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** The stored form of an OTP, bound to its request and number: a code is only ever good for both. */
export function hashOtp(secret: string, parts: { requestId: string; mobile: string; otp: string }): string {
  return createHmac('sha256', secret).update(`${parts.requestId}:${parts.mobile}:${parts.otp}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

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
