import { randomUUID } from 'node:crypto';
import type { OtpSendResult, OtpVerifyRequest } from '@nirmal/domain/contract';
import type { Clock } from '../../clock.ts';
import { secondsAfter } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import { generateOtp, hashOtp, sameHash } from './codes.ts';
import type { SmsSender } from './sms.ts';

type OtpConfig = Pick<
  Config,
  | 'otpLength'
  | 'otpTtlSeconds'
  | 'otpResendAfterSeconds'
  | 'otpMaxWrongAttempts'
  | 'otpMaxWrongCodesPerNumber'
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
  secret: string;
  logger: Logger;
}

interface OtpRequestRow {
  mobile: string;
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

/** Wrong codes entered for one number over the day's window, and when the oldest of them stops counting. */
interface WrongCodes {
  count: number;
  oldestAt: Date | null;
}

export function otpService({ db, config, clock, sms, secret, logger }: OtpServiceDeps) {
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

  async function wrongCodes(tx: Queryable, mobile: string, now: Date): Promise<WrongCodes> {
    const [wrong] = await tx.query<WrongCodes>(
      `SELECT coalesce(sum(failed_attempts), 0)::int AS count,
              min(created_at) FILTER (WHERE failed_attempts > 0) AS "oldestAt"
         FROM otp_requests WHERE mobile = $1 AND created_at > $2`,
      [mobile, secondsAfter(now, -config.otpWrongCodeWindowSeconds)],
    );
    return wrong ?? { count: 0, oldestAt: null };
  }

  /**
   * A number whose wrong codes reached the day's cap can neither get nor check a code until the
   * oldest of them is a day old: sends and tries every 15 minutes cannot keep guessing for ever.
   */
  function tooManyWrongCodes(oldestAt: Date, now: Date): ApiError {
    const retryAfterSeconds = secondsUntil(now, secondsAfter(oldestAt, config.otpWrongCodeWindowSeconds));
    return new ApiError(
      429,
      'OTP_LOCKED',
      `Too many wrong codes were entered for this number, so signing in with it is paused to keep your ` +
        `account safe. Please try again in ${waitPhrase(retryAfterSeconds)}.`,
      { retryAfterSeconds, attemptsLeft: 0 },
    );
  }

  async function enforceWrongCodeLimit(tx: Queryable, mobile: string, now: Date): Promise<WrongCodes> {
    const wrong = await wrongCodes(tx, mobile, now);
    if (wrong.oldestAt && wrong.count >= config.otpMaxWrongCodesPerNumber) {
      throw tooManyWrongCodes(wrong.oldestAt, now);
    }
    return wrong;
  }

  async function send(mobile: string, clientAddress: string): Promise<OtpSendResult> {
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
      const resendAt = latest && secondsAfter(latest.createdAt, config.otpResendAfterSeconds);
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
      await enforceWrongCodeLimit(tx, mobile, now);
      // Only the newest code for a number is good: sending a new one retires the others.
      await tx.query(
        'UPDATE otp_requests SET expires_at = $2 WHERE mobile = $1 AND consumed_at IS NULL AND expires_at > $2',
        [mobile, now],
      );
      await tx.query(
        `INSERT INTO otp_requests (id, mobile, client_address, code_hash, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          requestId,
          mobile,
          clientAddress,
          hashOtp(secret, { requestId, mobile, otp }),
          now,
          secondsAfter(now, config.otpTtlSeconds),
        ],
      );
      // Rows older than every window that reads them have no further use.
      await tx.query('DELETE FROM otp_requests WHERE created_at < $1', [
        secondsAfter(
          now,
          -Math.max(config.otpRateWindowSeconds, config.otpTtlSeconds, config.otpWrongCodeWindowSeconds),
        ),
      ]);
    });
    try {
      await sms.sendOtp({ mobile, otp, requestId, sentAt: now });
    } catch (error) {
      logger.error(`SMS delivery to ${mobile} failed`, error);
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

  /**
   * Checks a code and, when it is right, consumes it and runs `signIn` in the same transaction.
   * A wrong code is counted (and committed) before the refusal is thrown.
   */
  async function verify<T>(input: OtpVerifyRequest, signIn: (tx: Queryable) => Promise<T>): Promise<T> {
    const now = clock();
    const outcome = await db.transaction(async (tx) => {
      const [request] = await tx.query<OtpRequestRow>(
        `SELECT mobile, code_hash AS "codeHash", created_at AS "createdAt", expires_at AS "expiresAt",
                failed_attempts AS "failedAttempts", consumed_at AS "consumedAt"
           FROM otp_requests WHERE id = $1 FOR UPDATE`,
        [input.requestId],
      );
      if (!request || request.mobile !== input.mobile) {
        throw new ApiError(400, 'OTP_EXPIRED', `This code is no longer valid. ${requestNewCode}`);
      }
      // Counted under the request's lock: tries of one code cannot overtake each other past the cap.
      const wrongToday = await enforceWrongCodeLimit(tx, input.mobile, now);
      if (request.consumedAt) {
        throw new ApiError(400, 'OTP_EXPIRED', `This code has already been used. ${requestNewCode}`);
      }
      if (request.failedAttempts >= config.otpMaxWrongAttempts) throw locked(request, now);
      if (request.expiresAt <= now) {
        throw new ApiError(400, 'OTP_EXPIRED', `This code has expired. ${requestNewCode}`);
      }
      const codeHash = hashOtp(secret, { requestId: input.requestId, mobile: input.mobile, otp: input.otp });
      if (!sameHash(codeHash, request.codeHash)) {
        await tx.query('UPDATE otp_requests SET failed_attempts = failed_attempts + 1 WHERE id = $1', [
          input.requestId,
        ]);
        return {
          signedIn: false as const,
          request: { ...request, failedAttempts: request.failedAttempts + 1 },
          wrongToday: { count: wrongToday.count + 1, oldestAt: wrongToday.oldestAt ?? request.createdAt },
        };
      }
      await tx.query('UPDATE otp_requests SET consumed_at = $2 WHERE id = $1', [input.requestId, now]);
      return { signedIn: true as const, result: await signIn(tx) };
    });
    if (outcome.signedIn) return outcome.result;
    const leftToday = config.otpMaxWrongCodesPerNumber - outcome.wrongToday.count;
    if (leftToday <= 0) throw tooManyWrongCodes(outcome.wrongToday.oldestAt, now);
    const leftForCode = config.otpMaxWrongAttempts - outcome.request.failedAttempts;
    if (leftForCode <= 0) throw locked(outcome.request, now);
    const attemptsLeft = Math.min(leftForCode, leftToday);
    throw new ApiError(
      400,
      'OTP_INCORRECT',
      `That code is not right. You have ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left.`,
      { attemptsLeft },
    );
  }

  function locked(request: OtpRequestRow, now: Date): ApiError {
    const resendAt = secondsAfter(request.createdAt, config.otpResendAfterSeconds);
    return new ApiError(
      429,
      'OTP_LOCKED',
      `This code was entered wrongly ${config.otpMaxWrongAttempts} times and is now blocked. ${requestNewCode}`,
      resendAt > now
        ? { retryAfterSeconds: secondsUntil(now, resendAt), attemptsLeft: 0 }
        : { attemptsLeft: 0 },
    );
  }

  return { send, verify };
}

export type OtpService = ReturnType<typeof otpService>;
