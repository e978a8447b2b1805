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
