import type { Database } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { otpSmsText } from '../../sms.ts';
import type { OtpMessage, SmsSender } from '../../sms.ts';

/**
 * Development delivery: keeps the code (with its SMS text, bound to the storefront's host) or the
 * text in the outbox table that `GET /api/dev/otp-outbox` reads (codes) or `GET /api/dev/sms-outbox`
 * reads (texts) and logs that it did; a code itself is never logged. Never used in production.
 */
export function outboxSmsSender(db: Database, logger: Logger, storefrontHost: string): SmsSender {
  return {
    async sendOtp({ mobile, otp, requestId, sentAt }) {
      await db.query(
        'INSERT INTO sms_outbox (mobile, otp, request_id, text, sent_at) VALUES ($1, $2, $3, $4, $5)',
        [mobile, otp, requestId, otpSmsText(otp, storefrontHost), sentAt],
      );
      logger.info(
        `Development SMS: a code for ${mobile} is in the outbox (GET /api/dev/otp-outbox?mobile=…)`,
      );
    },
    async sendText({ mobile, text, sentAt }) {
      await db.query('INSERT INTO sms_outbox (mobile, text, sent_at) VALUES ($1, $2, $3)', [
        mobile,
        text,
        sentAt,
      ]);
      logger.info(`Development SMS to ${mobile}: ${text}`);
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

export async function latestOutboxText(
  db: Database,
  mobile: string,
): Promise<{ mobile: string; text: string; sentAt: Date } | null> {
  const [message] = await db.query<{ mobile: string; text: string; sentAt: Date }>(
    `SELECT mobile, text, sent_at AS "sentAt"
       FROM sms_outbox WHERE mobile = $1 AND otp IS NULL ORDER BY sent_at DESC, id DESC LIMIT 1`,
    [mobile],
  );
  return message ?? null;
}
