-- The refund of a cancelled paid order, made through the provider that took the payment. Its state
-- only moves forward, except that a failed refund is tried again:
--   due (not yet accepted by the provider) → pending (accepted, under way) → refunded | failed,
--   failed → pending (the next try, once next_try_at has come).
-- Each try is known to the provider by `<id>-<try_number>` (Razorpay's receipt, PayU's token id),
-- so a try repeated after a lost answer finds the refund it made instead of making a second.
CREATE TABLE refunds (
  id text PRIMARY KEY CHECK (id ~ '^[a-f0-9]{20}$'),
  order_id text NOT NULL UNIQUE REFERENCES orders (id),
  attempt_id text NOT NULL REFERENCES payment_attempts (id),
  provider text NOT NULL CHECK (provider IN ('PAYU', 'RAZORPAY')),
  provider_payment_id text NOT NULL,
  amount_paise integer NOT NULL CHECK (amount_paise > 0),
  state text NOT NULL CHECK (state IN ('due', 'pending', 'refunded', 'failed')),
  try_number integer NOT NULL DEFAULT 1 CHECK (try_number >= 1),
  -- The provider's refund of the current try (Razorpay rfnd_…, PayU request_id).
  provider_refund_id text,
  failure_reason text,
  -- When the sweep next sends (due, failed) or asks after (pending) it.
  next_try_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  refunded_at timestamptz,
  CHECK (state <> 'pending' OR provider_refund_id IS NOT NULL),
  CHECK ((state = 'refunded') = (refunded_at IS NOT NULL))
);
CREATE INDEX refunds_next_try ON refunds (next_try_at) WHERE state <> 'refunded';
CREATE UNIQUE INDEX refunds_by_provider_refund ON refunds (provider, provider_refund_id);
