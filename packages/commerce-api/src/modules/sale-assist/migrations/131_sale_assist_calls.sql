-- Call-backs visitors book with a sales expert (sale assist). A time has as many places as experts
-- on the phones: each call takes one numbered place, and the unique place per time is what stops
-- two racing bookings from overfilling it.
CREATE TABLE sale_assist_calls (
  call_id text PRIMARY KEY,
  name text NOT NULL,
  mobile text NOT NULL,
  interest text NOT NULL,
  starts_at timestamptz NOT NULL,
  place integer NOT NULL CHECK (place >= 1),
  client_address text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (starts_at, place)
);
CREATE INDEX sale_assist_calls_mobile ON sale_assist_calls (mobile, starts_at);
CREATE INDEX sale_assist_calls_client_address ON sale_assist_calls (client_address, created_at);
