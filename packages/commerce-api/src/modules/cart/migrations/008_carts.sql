-- Carts: a guest's (no customer, known only by its unguessable id) or a signed-in customer's (one
-- each). Lines hold what the customer chose, never what it costs to them: prices come from the
-- catalogue whenever the cart is read. The price seen when a line was added or changed is kept so
-- that a later change can be named (price_changed).
CREATE TABLE carts (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{20,64}$'),
  customer_id text REFERENCES customers (id) ON DELETE CASCADE,
  -- The pincode the customer last checked the cart against.
  pincode text CHECK (pincode ~ '^[1-9][0-9]{5}$'),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX carts_one_per_customer ON carts (customer_id) WHERE customer_id IS NOT NULL;

CREATE TABLE cart_lines (
  id text PRIMARY KEY,
  cart_id text NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  -- Lines show in the order they were added.
  position bigint GENERATED ALWAYS AS IDENTITY,
  -- A product line names its product and quantity (1 to the general limit; the product's own limit,
  -- which may be lower, is held by the service).
  product_id text REFERENCES products (product_id),
  quantity smallint CHECK (quantity BETWEEN 1 AND 5),
  seen_unit_price_paise integer CHECK (seen_unit_price_paise > 0),
  -- An exchange line (prexo) hangs under a product line of the same cart, moves with it and goes
  -- when it goes.
  parent_line_id text,
  exchange_product_type text CHECK (exchange_product_type IN ('AIR_PURIFIER', 'VACUUM_CLEANER', 'WATER_PURIFIER')),
  exchange_brand text CHECK (length(exchange_brand) BETWEEN 1 AND 40),
  exchange_age_years smallint CHECK (exchange_age_years BETWEEN 0 AND 15),
  exchange_condition text CHECK (exchange_condition IN ('WORKING', 'NOT_WORKING')),
  exchange_value_paise integer CHECK (exchange_value_paise >= 0),
  CHECK (
    (parent_line_id IS NULL
      AND product_id IS NOT NULL AND quantity IS NOT NULL AND seen_unit_price_paise IS NOT NULL
      AND num_nonnulls(exchange_product_type, exchange_brand, exchange_age_years, exchange_condition,
                       exchange_value_paise) = 0)
    OR (parent_line_id IS NOT NULL
      AND num_nulls(product_id, quantity, seen_unit_price_paise) = 3
      AND num_nulls(exchange_product_type, exchange_brand, exchange_age_years, exchange_condition,
                    exchange_value_paise) = 0)
  ),
  -- A product appears once per cart; a product line has at most one exchange line.
  UNIQUE (cart_id, product_id),
  UNIQUE (parent_line_id),
  UNIQUE (cart_id, id),
  FOREIGN KEY (cart_id, parent_line_id) REFERENCES cart_lines (cart_id, id) ON UPDATE CASCADE ON DELETE CASCADE
);
CREATE INDEX cart_lines_by_cart ON cart_lines (cart_id, position);
