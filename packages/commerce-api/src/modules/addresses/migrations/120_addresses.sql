-- A customer's delivery addresses, the addresses module's own table. An order copies the address it
-- goes to, so editing or deleting one never changes an order. Databases made before this migration
-- have the table already (the orders module's 010 created it then), so it is created only if missing.
CREATE TABLE IF NOT EXISTS addresses (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  -- Who receives the order and the number the delivery partner calls.
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  phone text NOT NULL CHECK (phone ~ '^[6-9][0-9]{9}$'),
  house_number text NOT NULL CHECK (length(house_number) BETWEEN 1 AND 80),
  address_name text NOT NULL CHECK (length(address_name) BETWEEN 1 AND 160),
  city text NOT NULL CHECK (length(city) BETWEEN 1 AND 60),
  state text NOT NULL CHECK (length(state) BETWEEN 1 AND 60),
  postal_code text NOT NULL CHECK (postal_code ~ '^[1-9][0-9]{5}$'),
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  is_default boolean NOT NULL,
  created_at timestamptz NOT NULL,
  position bigint GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX IF NOT EXISTS addresses_by_customer ON addresses (customer_id, position);
CREATE UNIQUE INDEX IF NOT EXISTS addresses_one_default ON addresses (customer_id) WHERE is_default;
