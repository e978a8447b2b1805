-- Staff of the call centre and CROs: accounts apart from customers', signed in by a code sent to
-- their registered number. A CRO serves one hub; the call centre every hub.
CREATE TABLE staff_members (
  id text PRIMARY KEY,
  name text NOT NULL,
  mobile text NOT NULL UNIQUE CHECK (mobile ~ '^[6-9][0-9]{9}$'),
  role text NOT NULL CHECK (role IN ('call-centre', 'cro')),
  hub_code text,
  created_at timestamptz NOT NULL,
  CONSTRAINT staff_members_cro_hub CHECK ((role = 'cro') = (hub_code IS NOT NULL))
);

-- Only the sha256 of a session token is stored. A session ends at expires_at, after idling longer
-- than the configured idle time since last_seen_at, or when revoked (signed out, or by another of
-- the same staff member's sessions); revoked rows are kept as the record of when it ended.
CREATE TABLE staff_sessions (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  staff_id text NOT NULL REFERENCES staff_members (id),
  user_agent text,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX staff_sessions_by_staff ON staff_sessions (staff_id, created_at);
