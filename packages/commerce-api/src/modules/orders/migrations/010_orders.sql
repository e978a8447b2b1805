-- Orders and what checkout needs around them. Money is integer paise, GST included, as on the wire.

-- Store assistants' codes a customer may give at checkout (§3 assistantCode).
CREATE TABLE assistant_codes (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{4,12}$'),
  name text NOT NULL,
  store text NOT NULL,
  active boolean NOT NULL
);

CREATE TABLE orders (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  customer_id text NOT NULL REFERENCES customers (id),
  kind text NOT NULL CHECK (kind IN ('product', 'plan')),
  -- Only moves forward; see ORDER_STATUSES in the contract and lifecycle.ts.
  status text NOT NULL CHECK (status IN ('awaiting_payment', 'payment_failed', 'paid', 'packed', 'shipped',
                                         'delivered', 'expired', 'cancelled')),
  refund_state text NOT NULL CHECK (refund_state IN ('none', 'initiated', 'refunded')),
  cancel_reason text CHECK (cancel_reason IN ('ordered_by_mistake', 'delivery_too_late', 'found_better_price',
                                              'wrong_address', 'changed_mind', 'other')),
  cancel_comment text CHECK (length(cancel_comment) <= 300),
  -- The payment summary as the customer was shown it.
  mrp_paise integer NOT NULL CHECK (mrp_paise >= 0),
  price_paise integer NOT NULL CHECK (price_paise >= 0 AND price_paise <= mrp_paise),
  coupon_discount_paise integer NOT NULL CHECK (coupon_discount_paise >= 0),
  exchange_value_paise integer NOT NULL CHECK (exchange_value_paise >= 0),
  promotion_discount_paise integer NOT NULL CHECK (promotion_discount_paise >= 0),
  delivery_charge_paise integer NOT NULL CHECK (delivery_charge_paise >= 0),
  -- What is charged.
  amount_paise integer NOT NULL CHECK (amount_paise >= 0),
  -- The discounts list (§3) as shown: [{ kind, label, amountPaise }].
  discounts jsonb NOT NULL CHECK (jsonb_typeof(discounts) = 'array'),
  -- A copy of the delivery address ({ name, phone, house_number, ... }); the address it came from.
  address jsonb CHECK (jsonb_typeof(address) = 'object'),
  address_id text,
  -- The hub that delivers it (its stock is the one held).
  hub_code text REFERENCES hubs (code),
  provider text NOT NULL CHECK (provider IN ('PAYU', 'RAZORPAY')),
  provider_payment_id text,
  paid_at timestamptz,
  promotion text CHECK (promotion IN ('bnpl', 'bankCashback', 'ncemi')),
  assistant_code text REFERENCES assistant_codes (code),
  -- A retried or doubled request with the same key answers this order.
  idempotency_key text,
  -- The priceVersion the customer accepted.
  price_version text NOT NULL,
  -- Stock (and coupons) are held until then while unpaid.
  hold_expires_at timestamptz,
  -- Given when paid: unique within its financial year (CGST Rule 46), e.g. NRM/26-27/000001.
  invoice_number text UNIQUE CHECK (length(invoice_number) <= 16),
  invoice_date date,
  placed_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (customer_id, idempotency_key),
  CHECK (amount_paise = price_paise - coupon_discount_paise - exchange_value_paise - promotion_discount_paise
                        + delivery_charge_paise),
  CHECK (status NOT IN ('paid', 'packed', 'shipped', 'delivered') OR (paid_at IS NOT NULL AND invoice_number IS NOT NULL)),
  CHECK ((status = 'cancelled') = (cancel_reason IS NOT NULL))
);
CREATE INDEX orders_by_customer ON orders (customer_id, kind, placed_at DESC);
CREATE INDEX orders_unpaid_by_hold ON orders (hold_expires_at) WHERE status IN ('awaiting_payment', 'payment_failed');

-- What was ordered, as it was when ordered: the catalogue may change later, the order does not.
CREATE TABLE order_lines (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  product_id text REFERENCES products (product_id),
  material_id text NOT NULL,
  name text NOT NULL,
  image_url text,
  -- HSN code of goods, or SAC of a service (an AMC plan).
  hsn_code text NOT NULL CHECK (hsn_code ~ '^[0-9]{4,8}$'),
  quantity smallint NOT NULL CHECK (quantity > 0),
  unit_mrp_paise integer NOT NULL CHECK (unit_mrp_paise > 0),
  unit_price_paise integer NOT NULL CHECK (unit_price_paise > 0 AND unit_price_paise <= unit_mrp_paise),
  line_price_paise integer NOT NULL CHECK (line_price_paise = unit_price_paise * quantity),
  coupon_code text,
  coupon_saving_paise integer NOT NULL CHECK (coupon_saving_paise BETWEEN 0 AND line_price_paise),
  -- An old product taken in exchange against this line (prexo): { productType, brand, ageYears, condition }.
  exchange jsonb CHECK (jsonb_typeof(exchange) = 'object'),
  exchange_value_paise integer NOT NULL CHECK (exchange_value_paise BETWEEN 0 AND line_price_paise),
  -- A plan line: the AMC tier, the device and how long.
  plan_tier text CHECK (plan_tier IN ('VALUE', 'SILVER', 'GOLD', 'PLATINUM', 'COMP')),
  plan_asset_id text,
  plan_months smallint CHECK (plan_months > 0),
  UNIQUE (order_id, position),
  CHECK ((product_id IS NULL) = (plan_tier IS NOT NULL))
);

-- The status timeline of an order, oldest first.
CREATE TABLE order_events (
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position bigint GENERATED ALWAYS AS IDENTITY,
  status text NOT NULL,
  at timestamptz NOT NULL,
  note text,
  PRIMARY KEY (order_id, position)
);

-- The last invoice serial given in each financial year (April to March), e.g. '2026-27'.
CREATE TABLE invoice_sequences (
  financial_year text PRIMARY KEY CHECK (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  last_number integer NOT NULL CHECK (last_number > 0)
);
