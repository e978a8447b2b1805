-- Booking service visits (issue 20): each hub's working hours and technicians, which make the
-- capacity of its one-hour slots; one row per place taken in a slot (a hold, a booked visit, or a
-- visit booked by the call centre), so a slot can never hold more than its places; the visits'
-- prices, address, payment, technician and rating; their timeline; and what is charged for them.

-- A hub of the catalogue that makes service visits: its working day and the notice it needs.
CREATE TABLE service_hubs (
  hub_code text PRIMARY KEY REFERENCES hubs (code),
  -- The first slot starts at opens_at and the last one ends at closes_at (India time).
  opens_at time NOT NULL,
  closes_at time NOT NULL,
  -- A slot starting sooner than this after now cannot be booked (a technician has to get there).
  min_notice_minutes integer NOT NULL CHECK (min_notice_minutes >= 0),
  CHECK (opens_at < closes_at)
);

-- The technicians of a hub: each on duty in a slot adds one place to it.
CREATE TABLE technicians (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  hub_code text NOT NULL REFERENCES service_hubs (hub_code),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  photo_url text NOT NULL,
  -- Customers' average rating of them.
  rating numeric(2, 1) NOT NULL CHECK (rating BETWEEN 1 AND 5),
  shift_start time NOT NULL,
  shift_end time NOT NULL,
  -- Their day off each week: 0 Sunday … 6 Saturday; null when none.
  weekly_off smallint CHECK (weekly_off BETWEEN 0 AND 6),
  CHECK (shift_start < shift_end)
);
CREATE INDEX technicians_by_hub ON technicians (hub_code);

ALTER TABLE service_requests DROP CONSTRAINT service_requests_status_check;
ALTER TABLE service_requests ADD CONSTRAINT service_requests_status_check
  CHECK (status IN ('AWAITING_PAYMENT', 'SCHEDULED', 'RESCHEDULED', 'TECHNICIAN_ASSIGNED', 'ON_THE_WAY',
                    'IN_PROGRESS', 'COMPLETED', 'CANCELLED'));

ALTER TABLE service_requests
  ADD COLUMN hub_code text REFERENCES service_hubs (hub_code),
  -- The visit's address as it was booked (§3): the device's, or a new one for a reinstall.
  ADD COLUMN use_current_address boolean NOT NULL DEFAULT true,
  ADD COLUMN house_number text CHECK (length(house_number) <= 80),
  ADD COLUMN address_name text CHECK (length(address_name) <= 160),
  ADD COLUMN city text CHECK (length(city) <= 60),
  ADD COLUMN state text CHECK (length(state) <= 60),
  ADD COLUMN postal_code text CHECK (postal_code ~ '^[1-9][0-9]{5}$'),
  ADD COLUMN latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  ADD COLUMN longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  -- Why it is free ('WARRANTY', 'PLAN') or null, and what it costs: the visit and the repairs chosen.
  ADD COLUMN coverage text CHECK (coverage IN ('WARRANTY', 'PLAN')),
  ADD COLUMN service_price_paise integer NOT NULL DEFAULT 0 CHECK (service_price_paise >= 0),
  -- The repairs chosen, as priced when booked: [{ code, label, pricePaise }].
  ADD COLUMN repairs jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(repairs) = 'array'),
  -- Paid in advance: the order, and until when an unpaid one keeps its slot.
  ADD COLUMN prepaid_order_id text REFERENCES orders (id),
  ADD COLUMN payment_due_at timestamptz,
  ADD COLUMN prepaid boolean NOT NULL DEFAULT false,
  ADD COLUMN technician_id text REFERENCES technicians (id),
  ADD COLUMN rating smallint CHECK (rating BETWEEN 1 AND 5),
  ADD COLUMN rating_remarks text CHECK (length(rating_remarks) <= 300),
  ADD COLUMN rated_at timestamptz,
  -- The booking request's key: its retries answer the same request.
  ADD COLUMN idempotency_key text CHECK (idempotency_key ~ '^[A-Za-z0-9_-]{16,64}$'),
  ADD CONSTRAINT service_requests_key UNIQUE (customer_id, idempotency_key),
  ADD CONSTRAINT service_requests_rated_when_done CHECK (rating IS NULL OR status = 'COMPLETED'),
  ADD CONSTRAINT service_requests_rated_together CHECK ((rating IS NULL) = (rated_at IS NULL)),
  ADD CONSTRAINT service_requests_unpaid_has_order
    CHECK (status <> 'AWAITING_PAYMENT' OR (prepaid_order_id IS NOT NULL AND payment_due_at IS NOT NULL)),
  ADD CONSTRAINT service_requests_address_given
    CHECK (use_current_address OR (house_number IS NOT NULL AND postal_code IS NOT NULL));
CREATE INDEX service_requests_open ON service_requests (status, service_date)
  WHERE status IN ('AWAITING_PAYMENT', 'SCHEDULED', 'RESCHEDULED', 'TECHNICIAN_ASSIGNED', 'ON_THE_WAY', 'IN_PROGRESS');

-- A request's timeline: what happened, when (the field-service system's steps among them).
CREATE TABLE service_request_events (
  id bigserial PRIMARY KEY,
  request_id text NOT NULL REFERENCES service_requests (id) ON DELETE CASCADE,
  step text NOT NULL CHECK (step IN ('REQUEST_RECEIVED', 'PAID', 'SCHEDULED', 'RESCHEDULED', 'TECHNICIAN_ASSIGNED',
                                     'ON_THE_WAY', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED')),
  at timestamptz NOT NULL,
  note text CHECK (length(note) <= 200)
);
CREATE INDEX service_request_events_by_request ON service_request_events (request_id, at, id);

-- One row per place taken in a hub's slot (a hold, a customer's visit, a visitor's home demo, or a
-- visit the call centre booked). Places are numbered from 1 to the slot's capacity (its
-- technicians on duty) and the key makes each number one row: two bookings racing for the last
-- place both try its number, and the database lets one in. A hold keeps its place until it expires
-- (then anyone may take the number again); booking turns the hold's row into the visit's.
CREATE TABLE service_slot_places (
  hub_code text NOT NULL REFERENCES service_hubs (hub_code),
  day date NOT NULL,
  slot text NOT NULL CHECK (slot ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  place smallint NOT NULL CHECK (place >= 1),
  kind text NOT NULL CHECK (kind IN ('hold', 'visit', 'demo', 'call_centre')),
  -- A hold: its id, whose it is (a customer id, or a visitor's lead) and until when.
  hold_id text UNIQUE,
  holder text CHECK (length(holder) <= 80),
  expires_at timestamptz,
  request_id text UNIQUE REFERENCES service_requests (id) ON DELETE CASCADE,
  -- A home demo's booking (the location area's), by its id.
  demo_id text UNIQUE CHECK (demo_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  taken_at timestamptz NOT NULL,
  PRIMARY KEY (hub_code, day, slot, place),
  CHECK ((kind = 'hold') = (hold_id IS NOT NULL AND holder IS NOT NULL AND expires_at IS NOT NULL)),
  CHECK ((kind = 'visit') = (request_id IS NOT NULL)),
  CHECK ((kind = 'demo') = (demo_id IS NOT NULL))
);
CREATE INDEX service_slot_places_by_day ON service_slot_places (hub_code, day);

-- What a visit costs without cover, by kind and technology, and whether it may be paid online.
CREATE TABLE service_charges (
  service_type text NOT NULL CHECK (service_type IN ('REPAIR', 'UNINSTALL', 'REINSTALL', 'PERIODIC_SERVICE')),
  technology text NOT NULL CHECK (technology IN ('UV', 'RO')),
  visit_paise integer NOT NULL CHECK (visit_paise > 0),
  prepaid_allowed boolean NOT NULL,
  PRIMARY KEY (service_type, technology)
);

-- Repairs a customer can ask for, priced without cover; `part` says which plan benefit covers it.
CREATE TABLE service_repairs (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{1,40}$'),
  technology text CHECK (technology IN ('UV', 'RO')),
  position smallint NOT NULL,
  label text NOT NULL,
  part text NOT NULL CHECK (part IN ('filters', 'electrical_parts', 'ro_membrane', 'spare_parts', 'labour')),
  price_paise integer NOT NULL CHECK (price_paise >= 0)
);

-- What a customer can say is wrong (the book-a-service step's list).
CREATE TABLE service_defects (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{1,40}$'),
  position smallint NOT NULL UNIQUE,
  label text NOT NULL
);
