-- Settings the server generates once and keeps, such as the OTP hashing secret.
CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

-- One row per OTP sent; the rows also count sends for the rate limits.
CREATE TABLE otp_requests (
  id text PRIMARY KEY,
  mobile text NOT NULL,
  client_address text NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz
);
CREATE INDEX otp_requests_by_mobile ON otp_requests (mobile, created_at);
CREATE INDEX otp_requests_by_address ON otp_requests (client_address, created_at);
CREATE INDEX otp_requests_by_time ON otp_requests (created_at);

-- What the development SMS sender "delivered"; never written by a production sender.
CREATE TABLE sms_outbox (
  id bigserial PRIMARY KEY,
  mobile text NOT NULL,
  otp text NOT NULL,
  request_id text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX sms_outbox_by_mobile ON sms_outbox (mobile, sent_at);
