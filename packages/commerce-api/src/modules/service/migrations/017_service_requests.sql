-- Service visits of the customers' devices (§3 service request state): their history now; booking,
-- slots and their capacity come with the booking flow (issue 20) and add to this table.
CREATE TABLE service_requests (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  asset_id text NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
  service_type text NOT NULL CHECK (service_type IN ('INSTALLATION', 'REPAIR', 'UNINSTALL', 'REINSTALL',
                                                     'PERIODIC_SERVICE')),
  status text NOT NULL CHECK (status IN ('SCHEDULED', 'RESCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED')),
  -- The visit's day and its slot's start in India time; a slot lasts service_duration (§9: 01:00).
  service_date date NOT NULL,
  service_slot text NOT NULL CHECK (service_slot ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  service_duration interval NOT NULL DEFAULT '01:00',
  technician_name text CHECK (length(technician_name) BETWEEN 1 AND 80),
  -- What the customer said was wrong (a repair), and their own words.
  defect_type text CHECK (length(defect_type) BETWEEN 1 AND 80),
  remarks text CHECK (length(remarks) <= 300),
  -- What the visit cost: 0 when the plan or warranty covered it; null until it is done.
  charge_paise integer CHECK (charge_paise >= 0),
  -- The visit is covered under this plan tier, if any (for the plans' visit counts).
  plan_tier text CHECK (plan_tier IN ('VALUE', 'SILVER', 'GOLD', 'PLATINUM', 'COMP')),
  cancel_reason text CHECK (length(cancel_reason) <= 160),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((status = 'CANCELLED') = (cancel_reason IS NOT NULL)),
  CHECK (status = 'COMPLETED' OR charge_paise IS NULL)
);
CREATE INDEX service_requests_by_device ON service_requests (customer_id, asset_id, service_date DESC);
