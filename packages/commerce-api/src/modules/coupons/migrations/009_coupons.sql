-- Coupons (§3, §5, §9). Money is integer paise. A code is the same in any case: it is stored upper
-- case and unique as such.
CREATE TABLE coupons (
  id text PRIMARY KEY,
  code text NOT NULL CHECK (code ~ '^[A-Z0-9]{4,20}$'),
  title text NOT NULL,
  description text NOT NULL,
  terms text[] NOT NULL,
  kind text NOT NULL CHECK (kind IN ('percent', 'flat')),
  percent smallint CHECK (percent BETWEEN 1 AND 100),
  amount_paise integer CHECK (amount_paise > 0),
  -- The most a percentage takes off; null: no cap.
  cap_paise integer CHECK (cap_paise > 0),
  min_cart_paise integer NOT NULL DEFAULT 0 CHECK (min_cart_paise >= 0),
  valid_from timestamptz NOT NULL,
  valid_to timestamptz NOT NULL CHECK (valid_to > valid_from),
  -- What it may be used on: the whole cart, the products in coupon_products, or the categories in
  -- coupon_categories (and their subcategories).
  scope text NOT NULL CHECK (scope IN ('cart', 'products', 'categories')),
  -- Orders per customer and in all, counting usages held for an unpaid order and committed ones;
  -- null: no limit.
  per_customer_limit integer CHECK (per_customer_limit > 0),
  total_limit integer CHECK (total_limit > 0),
  -- False: cannot be combined with any other coupon.
  stackable boolean NOT NULL,
  -- Sent to the customer's phone as a coupon OTP before it applies.
  needs_otp boolean NOT NULL,
  -- Offered on the coupon list; an unlisted code works for whoever knows it.
  listed boolean NOT NULL DEFAULT true,
  -- A personal coupon: only this customer may see or use it.
  customer_id text REFERENCES customers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  CHECK ((kind = 'percent' AND percent IS NOT NULL AND amount_paise IS NULL)
      OR (kind = 'flat' AND amount_paise IS NOT NULL AND percent IS NULL AND cap_paise IS NULL))
);
CREATE UNIQUE INDEX coupons_by_code ON coupons (upper(code));

CREATE TABLE coupon_products (
  coupon_id text NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  material_id text NOT NULL,
  PRIMARY KEY (coupon_id, material_id)
);

CREATE TABLE coupon_categories (
  coupon_id text NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  category_id text NOT NULL REFERENCES categories (id),
  PRIMARY KEY (coupon_id, category_id)
);

-- The coupons applied to a cart (at most 3, held by the service under the cart's row lock): a cart
-- coupon (no material) or one on a product line by its materialId (§3 appliedCoupon). Whether each
-- still applies is worked out whenever the cart is read.
CREATE TABLE cart_coupons (
  cart_id text NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  coupon_id text NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  material_id text,
  position bigint GENERATED ALWAYS AS IDENTITY,
  applied_at timestamptz NOT NULL,
  PRIMARY KEY (cart_id, coupon_id)
);
-- One coupon per product line.
CREATE UNIQUE INDEX cart_coupons_one_per_product ON cart_coupons (cart_id, material_id) WHERE material_id IS NOT NULL;

-- Coupon OTPs: only an HMAC of the code (bound to its request, coupon, cart and customer) is kept.
-- Short-lived, attempts limited, single use; the rows also count sends for the resend limit.
CREATE TABLE coupon_otps (
  id text PRIMARY KEY,
  coupon_id text NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  cart_id text NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  material_id text,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz
);
CREATE INDEX coupon_otps_by_customer ON coupon_otps (customer_id, created_at);

-- Codes tried that were refused, counted per customer (or guest cart) and per client address so
-- that guessing codes is rate-limited.
CREATE TABLE coupon_attempts (
  id bigserial PRIMARY KEY,
  subject text NOT NULL,
  client_address text NOT NULL,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX coupon_attempts_by_subject ON coupon_attempts (subject, attempted_at);
CREATE INDEX coupon_attempts_by_address ON coupon_attempts (client_address, attempted_at);

-- A coupon spent on an order: held when the order is created (until expires_at; an expired hold is
-- not counted), committed when it is paid, released when it never is. order_id names an order of
-- the orders module (no foreign key: that table comes later in the migrations).
CREATE TABLE coupon_usages (
  id bigserial PRIMARY KEY,
  coupon_id text NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  cart_id text NOT NULL,
  order_id text NOT NULL,
  material_id text,
  discount_paise integer NOT NULL CHECK (discount_paise >= 0),
  state text NOT NULL CHECK (state IN ('held', 'committed', 'released')),
  held_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  committed_at timestamptz,
  released_at timestamptz,
  UNIQUE (order_id, coupon_id)
);
CREATE INDEX coupon_usages_by_coupon ON coupon_usages (coupon_id, state, expires_at);
CREATE INDEX coupon_usages_by_customer ON coupon_usages (customer_id, coupon_id);
