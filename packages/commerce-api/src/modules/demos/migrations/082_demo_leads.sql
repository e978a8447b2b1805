-- Home demos for visitors (issue 20). A visitor's mobile number confirmed by a code opens a short
-- lead verification (its token in an HttpOnly cookie); demos booked with it belong to that number.

CREATE TABLE lead_verifications (
  token_hash text PRIMARY KEY,
  mobile text NOT NULL CHECK (mobile ~ '^[0-9]{10}$'),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (created_at < expires_at)
);
CREATE INDEX lead_verifications_by_expiry ON lead_verifications (expires_at);

CREATE TABLE demo_bookings (
  id text PRIMARY KEY,
  -- The confirmed number it belongs to: every read of a demo is filtered by it.
  mobile text NOT NULL CHECK (mobile ~ '^[0-9]{10}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  pincode text NOT NULL CHECK (pincode ~ '^[1-9][0-9]{5}$'),
  product_type text NOT NULL CHECK (product_type IN ('WATER_PURIFIER', 'AIR_PURIFIER', 'VACUUM_CLEANER')),
  hub_code text NOT NULL,
  day date NOT NULL,
  slot text NOT NULL CHECK (slot ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  -- The booking request's key: its retries answer the same demo.
  idempotency_key text NOT NULL CHECK (idempotency_key ~ '^[A-Za-z0-9_-]{16,64}$'),
  created_at timestamptz NOT NULL,
  UNIQUE (mobile, idempotency_key)
);
CREATE INDEX demo_bookings_by_mobile ON demo_bookings (mobile, day);
