-- One row per wrong code entered: who entered it (the requester's rate-limit address) and for
-- which number and code. Wrong codes slow down and then stop the requester, not the number.
CREATE TABLE otp_wrong_codes (
  id bigserial PRIMARY KEY,
  request_id text NOT NULL,
  mobile text NOT NULL,
  client_address text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX otp_wrong_codes_by_address ON otp_wrong_codes (client_address, created_at);
CREATE INDEX otp_wrong_codes_by_mobile ON otp_wrong_codes (mobile, created_at);
CREATE INDEX otp_wrong_codes_by_time ON otp_wrong_codes (created_at);
