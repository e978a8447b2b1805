import type { Database } from '../../db/database.ts';
import type { OutboundPolicy } from '../../http/outbound.ts';
import type { Logger } from '../../logger.ts';

/** A code sent to confirm an email address. */
export interface OtpEmail {
  email: string;
  otp: string;
  requestId: string;
  sentAt: Date;
  expiresInSeconds: number;
}

/** Delivers a code to an email address: the SMTP sender, or a deployment's own mail service. */
export interface EmailSender {
  sendOtp(message: OtpEmail): Promise<void>;
}

/** An SMTP or other sender under its outbound policy (timeout, circuit breaker; never retried: it may have gone). */
export function guardedEmailSender(sender: EmailSender, policy: OutboundPolicy): EmailSender {
  return { sendOtp: (message) => policy.call('once', () => sender.sendOtp(message)) };
}

/** The email a customer receives: the code, what it is for and how long it lasts. */
export function otpEmailContent({ otp, expiresInSeconds }: Pick<OtpEmail, 'otp' | 'expiresInSeconds'>) {
  const minutes = Math.max(1, Math.round(expiresInSeconds / 60));
  return {
    subject: `${otp} is your Nirmal code`,
    text:
      `Enter ${otp} on Nirmal to confirm this email address for your account. ` +
      `The code expires in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.\n\n` +
      'If you did not ask for it, ignore this email: nothing changes without the code.',
  };
}

/**
 * Development delivery: keeps the email in the outbox table that `GET /api/dev/email-outbox` reads
 * and logs that it did; the code itself is never logged. Never used in production.
 */
export function outboxEmailSender(db: Database, logger: Logger): EmailSender {
  return {
    async sendOtp(message) {
      const { subject, text } = otpEmailContent(message);
      await db.query(
        `INSERT INTO email_outbox (email, subject, body, otp, request_id, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [message.email, subject, text, message.otp, message.requestId, message.sentAt],
      );
      logger.info('Development email: a code is in the outbox (GET /api/dev/email-outbox?email=…)');
    },
  };
}

/** The newest email in the development outbox for an address, or null. */
export async function latestOutboxEmail(db: Database, email: string) {
  const [message] = await db.query<{
    email: string;
    subject: string;
    body: string;
    otp: string;
    requestId: string;
    sentAt: Date;
  }>(
    `SELECT email, subject, body, otp, request_id AS "requestId", sent_at AS "sentAt"
       FROM email_outbox WHERE email = $1 ORDER BY sent_at DESC, id DESC LIMIT 1`,
    [email],
  );
  return message ?? null;
}
