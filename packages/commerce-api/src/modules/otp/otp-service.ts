import { randomUUID } from 'node:crypto';
import type { OtpSendResult, OtpVerifyRequest } from '@nirmal/domain/contract';
import type { Clock } from '../../clock.ts';
import { secondsAfter } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import { generateOtp, hashOtp, sameHash } from '../../one-time-codes.ts';
import type { OtpDelivery, OtpPurpose, OtpService } from '../../one-time-codes.ts';
import type { EmailSender } from './email.ts';
import type { SmsSender } from '../../sms.ts';

type OtpConfig = Pick<
  Config,
  | 'otpLength'
  | 'otpTtlSeconds'
  | 'otpResendAfterSeconds'
  | 'otpMaxWrongAttempts'
  | 'otpMaxWrongCodesPerNumber'
  | 'otpMaxWrongCodesPerAddress'
  | 'otpWrongCodesBeforeDelay'
  | 'otpWrongCodeMaxDelaySeconds'
  | 'otpWrongCodeWindowSeconds'
  | 'otpRateWindowSeconds'
  | 'otpMaxSendsPerNumber'
  | 'otpMaxSendsPerAddress'
>;

export interface OtpServiceDeps {
  db: Database;
  config: OtpConfig;
  clock: Clock;
  sms: SmsSender;
  /** Null where no email can be sent (production without a mail server): email codes are refused. */
  email: EmailSender | null;
  secret: string;
  logger: Logger;
}

export const EMAIL_UNAVAILABLE_MESSAGE =
  'We cannot send emails just now, so an email address cannot be confirmed. Please try again later.';

interface OtpRequestRow {
  mobile: string;
  purpose: OtpPurpose;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
  failedAttempts: number;
  consumedAt: Date | null;
}

const secondsUntil = (from: Date, to: Date) => Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 1000));

const requestNewCode = 'Request a new code.';

function waitPhrase(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  if (seconds < 3600) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  }
  const hours = Math.ceil(seconds / 3600);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** Wrong codes counted over the day's window, and when the oldest and newest of them were entered. */
interface WrongCodes {
  count: number;
  oldestAt: Date | null;
  newestAt: Date | null;
}

export function otpService({ db, config, clock, sms, email, secret, logger }: OtpServiceDeps): OtpService {
  /** Sends counted for one number or one address over the window; refuses when the budget is spent. */
  async function enforceSendLimit(
    tx: Queryable,
    column: 'mobile' | 'client_address',
    value: string,
    now: Date,
  ) {
    const max = column === 'mobile' ? config.otpMaxSendsPerNumber : config.otpMaxSendsPerAddress;
    const windowStart = secondsAfter(now, -config.otpRateWindowSeconds);
    const [usage] = await tx.query<{ sends: number; oldest: Date | null }>(
      `SELECT count(*)::int AS sends, min(created_at) AS oldest
         FROM otp_requests WHERE ${column} = $1 AND created_at > $2`,
      [value, windowStart],
    );
    if (usage && usage.oldest && usage.sends >= max) {
      const retryAfterSeconds = secondsUntil(now, secondsAfter(usage.oldest, config.otpRateWindowSeconds));
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `Too many codes were requested. Please try again in ${waitPhrase(retryAfterSeconds)}.`,
        { retryAfterSeconds },
      );
    }
  }

  async function wrongCodes(
    tx: Queryable,
    column: 'mobile' | 'client_address',
    value: string,
    now: Date,
  ): Promise<WrongCodes> {
    const [wrong] = await tx.query<WrongCodes>(
      `SELECT count(*)::int AS count, min(created_at) AS "oldestAt", max(created_at) AS "newestAt"
         FROM otp_wrong_codes WHERE ${column} = $1 AND created_at > $2`,
      [value, secondsAfter(now, -config.otpWrongCodeWindowSeconds)],
    );
    return wrong ?? { count: 0, oldestAt: null, newestAt: null };
  }

  /** Whether a number was sent so many wrong codes today that its codes take one try each. */
  async function numberUnderAttack(tx: Queryable, mobile: string, now: Date): Promise<boolean> {
    return (await wrongCodes(tx, 'mobile', mobile, now)).count >= config.otpMaxWrongCodesPerNumber;
  }

  /** The pause a requester owes after its `count`-th wrong code of the day (0 while it is free). */
  function delayAfter(count: number): number {
    const over = count - config.otpWrongCodesBeforeDelay;
    return over <= 0 ? 0 : Math.min(config.otpWrongCodeMaxDelaySeconds, 2 ** over);
  }

  function requesterLocked(oldestAt: Date, now: Date): ApiError {
    const retryAfterSeconds = secondsUntil(now, secondsAfter(oldestAt, config.otpWrongCodeWindowSeconds));
    return new ApiError(
      429,
      'OTP_LOCKED',
      `Too many wrong codes were entered from this device or network, so checking codes from it is ` +
        `paused. Please try again in ${waitPhrase(retryAfterSeconds)}.`,
      { retryAfterSeconds, attemptsLeft: 0 },
    );
  }

  /**
   * Limits the guesser, not the number: a requester's wrong codes are free up to a point, then each
   * makes it wait longer before its next check, and at the day's cap it checks no more codes. The
   * number's owner, asking from their own device, is not held up by someone else's guesses.
   */
  async function enforceRequesterLimit(tx: Queryable, clientAddress: string, now: Date): Promise<void> {
    const wrong = await wrongCodes(tx, 'client_address', clientAddress, now);
    if (wrong.oldestAt && wrong.count >= config.otpMaxWrongCodesPerAddress) {
      throw requesterLocked(wrong.oldestAt, now);
    }
    const nextTryAt = wrong.newestAt && secondsAfter(wrong.newestAt, delayAfter(wrong.count));
    if (nextTryAt && nextTryAt > now) {
      const retryAfterSeconds = secondsUntil(now, nextTryAt);
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `Too many wrong codes were entered. Please wait ${waitPhrase(retryAfterSeconds)} before trying again.`,
        { retryAfterSeconds },
      );
    }
  }

  /** How a code is handed over; refuses at once, before any code exists, a channel we cannot use. */
  function channelFor(mobile: string, delivery: OtpDelivery) {
    if (delivery.purpose !== 'email_change') {
      return (otp: string, requestId: string, sentAt: Date) =>
        sms.sendOtp({ mobile, otp, requestId, sentAt });
    }
    if (!email) throw new ApiError(503, 'SERVICE_UNAVAILABLE', EMAIL_UNAVAILABLE_MESSAGE);
    const expiresInSeconds = config.otpTtlSeconds;
    return (otp: string, requestId: string, sentAt: Date) =>
      email.sendOtp({ email: delivery.email, otp, requestId, sentAt, expiresInSeconds });
  }

  async function send(mobile: string, clientAddress: string, delivery: OtpDelivery): Promise<OtpSendResult> {
    const { purpose } = delivery;
    const deliver = channelFor(mobile, delivery);
    const now = clock();
    const requestId = randomUUID();
    const otp = generateOtp(config.otpLength);
    await db.transaction(async (tx) => {
      // Serialise sends per number and per address so that concurrent requests cannot overspend a limit.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1)), pg_advisory_xact_lock(hashtext($2))', [
        `otp:mobile:${mobile}`,
        `otp:address:${clientAddress}`,
      ]);
      // The wait is for a code still on its way; one already entered (so the number's owner had it)
      // asks for none: signing in and then confirming an email needs no 30 s pause between.
      const [latest] = await tx.query<{ createdAt: Date }>(
        `SELECT created_at AS "createdAt" FROM otp_requests
          WHERE mobile = $1 AND consumed_at IS NULL ORDER BY created_at DESC LIMIT 1`,
        [mobile],
      );
      // A number many wrong codes were sent to gets its next code only when the last has expired.
      const underAttack = await numberUnderAttack(tx, mobile, now);
      const resendAt =
        latest &&
        secondsAfter(latest.createdAt, underAttack ? config.otpTtlSeconds : config.otpResendAfterSeconds);
      if (resendAt && resendAt > now) {
        const retryAfterSeconds = secondsUntil(now, resendAt);
        throw new ApiError(
          429,
          'RESEND_TOO_SOON',
          `You can ask for a new code in ${waitPhrase(retryAfterSeconds)}.`,
          {
            retryAfterSeconds,
          },
        );
      }
      await enforceSendLimit(tx, 'mobile', mobile, now);
      await enforceSendLimit(tx, 'client_address', clientAddress, now);
      // Only the newest code for a number is good: sending a new one retires the others.
      await tx.query(
        'UPDATE otp_requests SET expires_at = $2 WHERE mobile = $1 AND consumed_at IS NULL AND expires_at > $2',
        [mobile, now],
      );
      await tx.query(
        `INSERT INTO otp_requests (id, mobile, client_address, code_hash, created_at, expires_at, purpose)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          requestId,
          mobile,
          clientAddress,
          hashOtp(secret, { requestId, mobile, otp }),
          now,
          secondsAfter(now, config.otpTtlSeconds),
          purpose,
        ],
      );
      // Rows older than every window that reads them have no further use.
      const oldest = secondsAfter(
        now,
        -Math.max(config.otpRateWindowSeconds, config.otpTtlSeconds, config.otpWrongCodeWindowSeconds),
      );
      await tx.query('DELETE FROM otp_requests WHERE created_at < $1', [oldest]);
      await tx.query('DELETE FROM otp_wrong_codes WHERE created_at < $1', [oldest]);
    });
    try {
      await deliver(otp, requestId, now);
    } catch (error) {
      logger.error(`Delivery of a ${purpose} code for ${mobile} failed`, error);
      await db.query('DELETE FROM otp_requests WHERE id = $1', [requestId]);
      throw new ApiError(
        503,
        'SERVICE_UNAVAILABLE',
        'We could not send the code just now. Please try again in a minute.',
      );
    }
    return {
      requestId,
      otpLength: config.otpLength,
      expiresInSeconds: config.otpTtlSeconds,
      resendAfterSeconds: config.otpResendAfterSeconds,
    };
  }

  async function verify<T>(
    input: OtpVerifyRequest,
    { purpose, clientAddress }: { purpose: OtpPurpose; clientAddress: string },
    onRight: (tx: Queryable) => Promise<T>,
  ): Promise<T> {
    const now = clock();
    const outcome = await db.transaction(async (tx) => {
      // One check at a time per requester: parallel guesses cannot overtake its count.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`otp:verify:${clientAddress}`]);
      const [request] = await tx.query<OtpRequestRow>(
        `SELECT mobile, purpose, code_hash AS "codeHash", created_at AS "createdAt", expires_at AS "expiresAt",
                failed_attempts AS "failedAttempts", consumed_at AS "consumedAt"
           FROM otp_requests WHERE id = $1 FOR UPDATE`,
        [input.requestId],
      );
      // A code sent for something else (a profile change's code to sign in) is no code here.
      if (!request || request.mobile !== input.mobile || request.purpose !== purpose) {
        throw new ApiError(400, 'OTP_EXPIRED', `This code is no longer valid. ${requestNewCode}`);
      }
      await enforceRequesterLimit(tx, clientAddress, now);
      if (request.consumedAt) {
        throw new ApiError(400, 'OTP_EXPIRED', `This code has already been used. ${requestNewCode}`);
      }
      // A number under attack gets codes of one try each: its owner has the code and needs no more.
      const triesForCode = (await numberUnderAttack(tx, input.mobile, now)) ? 1 : config.otpMaxWrongAttempts;
      if (request.failedAttempts >= triesForCode) throw locked(request, now);
      if (request.expiresAt <= now) {
        throw new ApiError(400, 'OTP_EXPIRED', `This code has expired. ${requestNewCode}`);
      }
      const codeHash = hashOtp(secret, { requestId: input.requestId, mobile: input.mobile, otp: input.otp });
      if (!sameHash(codeHash, request.codeHash)) {
        await tx.query('UPDATE otp_requests SET failed_attempts = failed_attempts + 1 WHERE id = $1', [
          input.requestId,
        ]);
        await tx.query(
          `INSERT INTO otp_wrong_codes (request_id, mobile, client_address, created_at) VALUES ($1, $2, $3, $4)`,
          [input.requestId, input.mobile, clientAddress, now],
        );
        const requester = await wrongCodes(tx, 'client_address', clientAddress, now);
        return {
          right: false as const,
          request: { ...request, failedAttempts: request.failedAttempts + 1 },
          // This wrong code may be the one that put the number under attack.
          triesForCode: (await numberUnderAttack(tx, input.mobile, now)) ? 1 : config.otpMaxWrongAttempts,
          requester,
        };
      }
      await tx.query('UPDATE otp_requests SET consumed_at = $2 WHERE id = $1', [input.requestId, now]);
      return { right: true as const, result: await onRight(tx) };
    });
    if (outcome.right) return outcome.result;
    const { requester } = outcome;
    const leftForRequester = config.otpMaxWrongCodesPerAddress - requester.count;
    if (leftForRequester <= 0) throw requesterLocked(requester.oldestAt ?? now, now);
    const leftForCode = outcome.triesForCode - outcome.request.failedAttempts;
    if (leftForCode <= 0) throw locked(outcome.request, now);
    const attemptsLeft = Math.min(leftForCode, leftForRequester);
    const delay = delayAfter(requester.count);
    const tries = `You have ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left`;
    throw new ApiError(
      400,
      'OTP_INCORRECT',
      delay > 0
        ? `That code is not right. ${tries}; you can try again in ${waitPhrase(delay)}.`
        : `That code is not right. ${tries}.`,
      delay > 0 ? { attemptsLeft, retryAfterSeconds: delay } : { attemptsLeft },
    );
  }

  function locked(request: OtpRequestRow, now: Date): ApiError {
    const resendAt = secondsAfter(request.createdAt, config.otpResendAfterSeconds);
    return new ApiError(
      429,
      'OTP_LOCKED',
      `This code was entered wrongly too many times and is now blocked. ${requestNewCode}`,
      resendAt > now
        ? { retryAfterSeconds: secondsUntil(now, resendAt), attemptsLeft: 0 }
        : { attemptsLeft: 0 },
    );
  }

  return { send, verify };
}
