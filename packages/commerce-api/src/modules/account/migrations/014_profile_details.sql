-- The profile's email (absent until the customer adds one) and each secondary user's name.
ALTER TABLE customers ADD COLUMN email text;
ALTER TABLE customer_contacts ADD COLUMN name text NOT NULL DEFAULT '';

-- A profile change waiting for its code, keyed by the OTP request that sent it. A secondary user's
-- number is confirmed by a code sent to that number, the email by one sent to the primary number.
CREATE TABLE profile_changes (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('secondaryUser', 'email')),
  action text NOT NULL CHECK (action IN ('create', 'update')),
  -- A secondary user's new number and name, and the number it replaces (for an update).
  phone text,
  name text,
  replaces text,
  email text,
  created_at timestamptz NOT NULL,
  applied_at timestamptz
);
CREATE INDEX profile_changes_by_customer ON profile_changes (customer_id, created_at);
