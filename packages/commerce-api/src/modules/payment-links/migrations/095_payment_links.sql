-- Payment links staff send to customers (issue 22), like Razorpay's: a link pays one order, for
-- an amount the server priced, until it expires. A link moves forward only, from created to paid,
-- expired or cancelled, and never out of those.
CREATE TABLE payment_links (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id),
  -- The plan order's id for a plan, the service request's id for a service charge.
  reference_id text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('plan', 'service')),
  description text NOT NULL,
  customer_id text NOT NULL REFERENCES customers (id),
  customer_name text NOT NULL,
  -- The number the SMS went to.
  mobile text NOT NULL,
  amount_paise integer NOT NULL CHECK (amount_paise > 0),
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'expired', 'cancelled')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL CHECK (expires_at > created_at),
  paid_at timestamptz,
  closed_at timestamptz,
  created_by text NOT NULL,
  idempotency_key text NOT NULL,
  sms_sent_at timestamptz NOT NULL,
  UNIQUE (created_by, idempotency_key),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL))
);

-- At most one link awaiting payment per order (a visit's order may get another once one is closed).
CREATE UNIQUE INDEX payment_links_open_per_order ON payment_links (order_id) WHERE status = 'created';
CREATE INDEX payment_links_by_order ON payment_links (order_id, created_at DESC);

-- A staff member's links, newest first.
CREATE INDEX payment_links_by_creator ON payment_links (created_by, created_at DESC, id DESC);

CREATE FUNCTION payment_links_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'created' AND NEW.status <> OLD.status THEN
    RAISE EXCEPTION 'payment link % is % and cannot become %', OLD.id, OLD.status, NEW.status;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER payment_links_forward_only BEFORE UPDATE ON payment_links
  FOR EACH ROW EXECUTE FUNCTION payment_links_forward_only();
