-- The development outbox keeps texts too (a service visit's steps), beside one-time passwords.
ALTER TABLE sms_outbox ALTER COLUMN otp DROP NOT NULL;
ALTER TABLE sms_outbox ALTER COLUMN request_id DROP NOT NULL;
ALTER TABLE sms_outbox ADD COLUMN text text CHECK (length(text) <= 480);
ALTER TABLE sms_outbox ADD CONSTRAINT sms_outbox_otp_or_text
  CHECK ((otp IS NOT NULL AND request_id IS NOT NULL AND text IS NULL) OR (otp IS NULL AND text IS NOT NULL));
