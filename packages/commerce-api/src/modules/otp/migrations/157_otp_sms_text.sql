-- A code's SMS is kept with its text too, which ends with the origin-bound line that lets a phone's
-- browser fill the code in (WebOTP: `@<host> #<code>`).
ALTER TABLE sms_outbox DROP CONSTRAINT sms_outbox_otp_or_text;
ALTER TABLE sms_outbox ADD CONSTRAINT sms_outbox_otp_or_text
  CHECK ((otp IS NOT NULL AND request_id IS NOT NULL) OR (otp IS NULL AND text IS NOT NULL));
