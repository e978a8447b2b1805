import { randomUUID } from 'node:crypto';
import { COUPON_OTP_LENGTH } from '@nirmal/domain/contract';
import type { CouponOtpSent } from '@nirmal/domain/contract';
import { secondsAfter } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import { generateOtp, hashOtp, sameHash } from '../../one-time-codes.ts';
import type { OtpMessage } from '../../sms.ts';

// Coupon OTPs (§5: exactly 6 characters): sent to the signed-in customer's phone for a coupon that
// needs one, bound to that coupon, cart and customer, short-lived, single use, wrong attempts and
// resends limited as sign-in OTPs are (same settings). Only an HMAC of the code is stored.

type OtpConfig = Pick<
  Config,
  | 'otpTtlSeconds'
  | 'otpResendAfterSeconds'
  | 'otpMaxWrongAttempts'
  | 'otpRateWindowSeconds'
  | 'otpMaxSendsPerNumber'
>;

export interface CouponOtpSubject {
  couponId: string;
  code: string;
  cartId: string;
  customerId: string;
  mobile: string;
}

const secondsUntil = (from: Date, to: Date) => Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 1000));

const waitPhrase = (seconds: number) =>
  seconds < 60 ? `${seconds} ${seconds === 1 ? 'second' : 'seconds'}` : `${Math.ceil(seconds / 60)} minutes`;

/** Takes back a coupon OTP that could not be sent, so it neither counts nor can be used. */
export async function withdrawCouponOtp(db: Queryable, requestId: string): Promise<void> {
  await db.query('DELETE FROM coupon_otps WHERE id = $1', [requestId]);
}

/** The number with all but its first two and last two digits hidden: +91 90XXXXXX01. */
export const maskedMobile = (mobile: string) => `+91 ${mobile.slice(0, 2)}XXXXXX${mobile.slice(-2)}`;

/** What binds a stored hash: the request, and the coupon, cart and customer it was sent for. */
const binding = (id: string, subject: CouponOtpSubject) =>
  `coupon:${id}:${subject.couponId}:${subject.cartId}:${subject.customerId}`;

/**
 * Writes a new coupon OTP (retiring the earlier ones for this coupon and cart) inside the caller's
 * transaction, after the resend and send limits; answers the message to deliver once it commits.
 */
export async function createCouponOtp(
  tx: Queryable,
  { config, secret }: { config: OtpConfig; secret: string },
  subject: CouponOtpSubject & { materialId: string | null },
  now: Date,
): Promise<{ message: OtpMessage; sent: CouponOtpSent }> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`coupon-otp:${subject.customerId}`]);
  const [latest] = await tx.query<{ createdAt: Date }>(
    `SELECT created_at AS "createdAt" FROM coupon_otps
      WHERE customer_id = $1 AND coupon_id = $2 ORDER BY created_at DESC LIMIT 1`,
    [subject.customerId, subject.couponId],
  );
  const resendAt = latest && secondsAfter(latest.createdAt, config.otpResendAfterSeconds);
  if (resendAt && resendAt > now) {
    const retryAfterSeconds = secondsUntil(now, resendAt);
    throw new ApiError(
      429,
      'RESEND_TOO_SOON',
      `You can ask for a new coupon OTP in ${waitPhrase(retryAfterSeconds)}.`,
      { retryAfterSeconds },
    );
  }
  const windowStart = secondsAfter(now, -config.otpRateWindowSeconds);
  const [usage] = await tx.query<{ sends: number; oldest: Date | null }>(
    `SELECT count(*)::int AS sends, min(created_at) AS oldest FROM coupon_otps
      WHERE customer_id = $1 AND created_at > $2`,
    [subject.customerId, windowStart],
  );
  if (usage?.oldest && usage.sends >= config.otpMaxSendsPerNumber) {
    const retryAfterSeconds = secondsUntil(now, secondsAfter(usage.oldest, config.otpRateWindowSeconds));
    throw new ApiError(
      429,
      'RATE_LIMITED',
      `Too many coupon OTPs were requested. Please try again in ${waitPhrase(retryAfterSeconds)}.`,
      { retryAfterSeconds },
    );
  }
  await tx.query(
    `UPDATE coupon_otps SET expires_at = $4
      WHERE customer_id = $1 AND coupon_id = $2 AND cart_id = $3 AND consumed_at IS NULL AND expires_at > $4`,
    [subject.customerId, subject.couponId, subject.cartId, now],
  );
  const id = randomUUID();
  const otp = generateOtp(COUPON_OTP_LENGTH);
  await tx.query(
    `INSERT INTO coupon_otps (id, coupon_id, cart_id, customer_id, material_id, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      subject.couponId,
      subject.cartId,
      subject.customerId,
      subject.materialId,
      hashOtp(secret, { requestId: binding(id, subject), mobile: subject.mobile, otp }),
      now,
      secondsAfter(now, config.otpTtlSeconds),
    ],
  );
  await tx.query('DELETE FROM coupon_otps WHERE created_at < $1', [
    secondsAfter(now, -Math.max(config.otpRateWindowSeconds, config.otpTtlSeconds)),
  ]);
  return {
    message: { mobile: subject.mobile, otp, requestId: id, sentAt: now },
    sent: {
      status: 'otp_sent',
      code: subject.code,
      sentTo: maskedMobile(subject.mobile),
      otpLength: COUPON_OTP_LENGTH,
      expiresInSeconds: config.otpTtlSeconds,
      resendAfterSeconds: config.otpResendAfterSeconds,
    },
  };
}

/** The product the latest coupon OTP for this coupon and cart was asked for. */
export async function pendingOtpMaterial(tx: Queryable, subject: CouponOtpSubject): Promise<string | null> {
  const [row] = await tx.query<{ materialId: string | null }>(
    `SELECT material_id AS "materialId" FROM coupon_otps
      WHERE customer_id = $1 AND coupon_id = $2 AND cart_id = $3 ORDER BY created_at DESC LIMIT 1`,
    [subject.customerId, subject.couponId, subject.cartId],
  );
  return row?.materialId ?? null;
}

export type OtpCheck = { ok: true; materialId: string | null } | { ok: false; error: ApiError };

const ASK_AGAIN = 'Choose Resend OTP for a new one.';

/**
 * Checks a coupon OTP inside the caller's transaction. A right one is consumed (the caller applies
 * the coupon in the same transaction); a wrong one is counted, and the caller must commit that
 * before refusing, so attempts cannot be replayed.
 */
export async function checkCouponOtp(
  tx: Queryable,
  { config, secret }: { config: OtpConfig; secret: string },
  subject: CouponOtpSubject,
  otp: string,
  now: Date,
): Promise<OtpCheck> {
  const [row] = await tx.query<{
    id: string;
    codeHash: string;
    expiresAt: Date;
    failedAttempts: number;
    consumedAt: Date | null;
    materialId: string | null;
  }>(
    `SELECT id, code_hash AS "codeHash", expires_at AS "expiresAt", failed_attempts AS "failedAttempts",
            consumed_at AS "consumedAt", material_id AS "materialId"
       FROM coupon_otps WHERE customer_id = $1 AND coupon_id = $2 AND cart_id = $3
      ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [subject.customerId, subject.couponId, subject.cartId],
  );
  const refuse = (error: ApiError): OtpCheck => ({ ok: false, error });
  if (!row || row.consumedAt) {
    return refuse(new ApiError(400, 'OTP_EXPIRED', `This coupon OTP is no longer valid. ${ASK_AGAIN}`));
  }
  if (row.failedAttempts >= config.otpMaxWrongAttempts) {
    return refuse(
      new ApiError(
        429,
        'OTP_LOCKED',
        `This coupon OTP was entered wrongly ${config.otpMaxWrongAttempts} times and is now blocked. ${ASK_AGAIN}`,
        { attemptsLeft: 0 },
      ),
    );
  }
  if (row.expiresAt <= now) {
    return refuse(new ApiError(400, 'OTP_EXPIRED', `This coupon OTP has expired. ${ASK_AGAIN}`));
  }
  const hash = hashOtp(secret, { requestId: binding(row.id, subject), mobile: subject.mobile, otp });
  if (!sameHash(hash, row.codeHash)) {
    await tx.query('UPDATE coupon_otps SET failed_attempts = failed_attempts + 1 WHERE id = $1', [row.id]);
    const attemptsLeft = config.otpMaxWrongAttempts - row.failedAttempts - 1;
    return refuse(
      attemptsLeft <= 0
        ? new ApiError(
            429,
            'OTP_LOCKED',
            `This coupon OTP was entered wrongly ${config.otpMaxWrongAttempts} times and is now blocked. ${ASK_AGAIN}`,
            { attemptsLeft: 0 },
          )
        : new ApiError(
            400,
            'OTP_INCORRECT',
            `That coupon OTP is not right. You have ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left.`,
            { attemptsLeft },
          ),
    );
  }
  await tx.query('UPDATE coupon_otps SET consumed_at = $2 WHERE id = $1', [row.id, now]);
  return { ok: true, materialId: row.materialId };
}
