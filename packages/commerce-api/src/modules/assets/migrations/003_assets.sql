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
