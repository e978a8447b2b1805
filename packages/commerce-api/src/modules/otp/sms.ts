import type { Database } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { OtpMessage, SmsSender } from '../../sms.ts';

/**
 * Development delivery: keeps the code or text in the outbox table that `GET /api/dev/otp-outbox`
 * reads (codes) or `GET /api/dev/sms-outbox` reads (texts) and logs that it did; a code itself is never logged. Never used in production.
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
       FROM sms_outbox WHERE mobile = $1 AND text IS NOT NULL ORDER BY sent_at DESC, id DESC LIMIT 1`,
    [mobile],
  );
  return message ?? null;
}
