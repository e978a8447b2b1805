import type { Database } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';

export interface OtpMessage {
  mobile: string;
  otp: string;
  requestId: string;
  sentAt: Date;
}

/** A text to a customer's phone, such as a service visit's next step. */
export interface TextMessage {
  mobile: string;
  text: string;
  sentAt: Date;
}

/** Delivers SMS to a phone. A production deployment plugs in its SMS gateway here. */
export interface SmsSender {
  sendOtp(message: OtpMessage): Promise<void>;
  sendText(message: TextMessage): Promise<void>;
}

/**
 * Development delivery: logs the code or text and keeps it in the outbox table that
 * `GET /api/dev/otp-outbox` reads (codes only). Never used in production.
 */
export function outboxSmsSender(db: Database, logger: Logger): SmsSender {
  return {
    async sendOtp({ mobile, otp, requestId, sentAt }) {
      await db.query('INSERT INTO sms_outbox (mobile, otp, request_id, sent_at) VALUES ($1, $2, $3, $4)', [
        mobile,
        otp,
        requestId,
        sentAt,
      ]);
      logger.info(`OTP for ${mobile}: ${otp}`);
    },
    async sendText({ mobile, text, sentAt }) {
      await db.query('INSERT INTO sms_outbox (mobile, text, sent_at) VALUES ($1, $2, $3)', [
        mobile,
        text,
        sentAt,
      ]);
      logger.info(`SMS to ${mobile}: ${text}`);
    },
  };
}

export async function latestOutboxMessage(db: Database, mobile: string): Promise<OtpMessage | null> {
  const [message] = await db.query<OtpMessage>(
    `SELECT mobile, otp, request_id AS "requestId", sent_at AS "sentAt"
       FROM sms_outbox WHERE mobile = $1 AND otp IS NOT NULL ORDER BY sent_at DESC, id DESC LIMIT 1`,
    [mobile],
  );
  return message ?? null;
}
