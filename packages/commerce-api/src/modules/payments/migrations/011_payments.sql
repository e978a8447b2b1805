-- Each try at paying an order with a provider. Its state only moves forward:
-- created (ours, before the provider was asked) → pending (the provider's order exists) → captured | failed.
-- After a failure the order may be paid again: a new attempt.
CREATE TABLE payment_attempts (
  id text PRIMARY KEY CHECK (id ~ '^[a-f0-9]{20}$'),
  order_id text NOT NULL REFERENCES orders (id),
  provider text NOT NULL CHECK (provider IN ('PAYU', 'RAZORPAY')),
  -- The provider's order (Razorpay order_…, PayU txnid), stored here: callbacks are checked against it.
  provider_order_id text,
  amount_paise integer NOT NULL CHECK (amount_paise > 0),
  state text NOT NULL CHECK (state IN ('created', 'pending', 'captured', 'failed')),
  provider_payment_id text,
  failure_reason text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- When the provider was last asked about it (reconciliation).
  checked_at timestamptz,
  UNIQUE (provider, provider_order_id),
  CHECK ((state = 'created') = (provider_order_id IS NULL)),
  CHECK (state <> 'captured' OR provider_payment_id IS NOT NULL)
);
-- At most one attempt of an order is under way or paid: a second start resumes or replaces it.
CREATE UNIQUE INDEX payment_attempts_one_live ON payment_attempts (order_id) WHERE state <> 'failed';
CREATE INDEX payment_attempts_by_order ON payment_attempts (order_id, created_at);

-- Verified messages from providers, each applied once: a webhook event id (or a callback's payment)
-- seen again is a duplicate or a replay. Only verified ones are written, so a forger cannot use up
-- the id of a real event.
CREATE TABLE payment_events (
  provider text NOT NULL CHECK (provider IN ('PAYU', 'RAZORPAY')),
  event_key text NOT NULL,
  attempt_id text NOT NULL REFERENCES payment_attempts (id),
  source text NOT NULL CHECK (source IN ('callback', 'webhook', 'reconciliation')),
  status text NOT NULL CHECK (status IN ('captured', 'failed', 'pending')),
  amount_paise integer,
  -- What it did: captured, failed, unchanged; or amount_mismatch, order_not_payable, late_capture
  -- (money taken that pays no order: to be refunded by hand).
  outcome text NOT NULL,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (provider, event_key)
);
