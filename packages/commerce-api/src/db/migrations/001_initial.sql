-- Settings the server generates once and keeps, such as the OTP hashing secret.
CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE customers (
  id text PRIMARY KEY,
  account_id text NOT NULL UNIQUE,
  mobile text NOT NULL UNIQUE CHECK (mobile ~ '^[6-9][0-9]{9}$'),
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  web_engage_id text,
  created_at timestamptz NOT NULL
);

-- Further phone numbers of a customer (secondary users); the sign-in number is customers.mobile.
CREATE TABLE customer_contacts (
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  phone text NOT NULL,
  PRIMARY KEY (customer_id, phone)
);

CREATE TABLE assets (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  name text NOT NULL,
  img text NOT NULL,
  component_id text NOT NULL,
  hub_code text NOT NULL,
  segment text NOT NULL,
  technology text NOT NULL CHECK (technology IN ('UV', 'RO')),
  is_rental boolean NOT NULL,
  warranty_status text NOT NULL CHECK (warranty_status IN ('IC', 'OC', 'IW', 'OW')),
  plan_tier text CHECK (plan_tier IN ('VALUE', 'SILVER', 'GOLD', 'PLATINUM', 'COMP')),
  plan_end_date date,
  CHECK ((plan_tier IS NULL) = (plan_end_date IS NULL))
);
CREATE INDEX assets_by_customer ON assets (customer_id, id);

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

-- Only the sha256 of a session token is stored: a leaked table does not sign anyone in.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  user_agent text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_by_expiry ON sessions (expires_at);

CREATE TABLE feature_flags (
  name text PRIMARY KEY,
  enabled boolean NOT NULL
);

-- Content for the /cms paths, one JSON document per slug (header, footer, app-config).
CREATE TABLE content_documents (
  slug text PRIMARY KEY,
  document jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  published_at timestamptz NOT NULL
);
