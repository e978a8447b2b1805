-- A code may confirm an email address: sent to that address, counted against the account's
-- number (the otp_requests row's mobile), and good only for confirming that address.
ALTER TABLE otp_requests DROP CONSTRAINT otp_requests_purpose;
ALTER TABLE otp_requests ADD CONSTRAINT otp_requests_purpose
  CHECK (purpose IN ('sign_in', 'profile_change', 'email_change'));

-- What the development email sender "delivered"; never written by a production sender.
CREATE TABLE email_outbox (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  otp text NOT NULL,
  request_id text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX email_outbox_by_email ON email_outbox (email, sent_at);
