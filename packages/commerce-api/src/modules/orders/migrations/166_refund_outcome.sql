-- A refund is followed to its end at the provider: it may fail there (and is tried again), and the
-- customer is told when it reached them.
ALTER TABLE orders DROP CONSTRAINT orders_refund_state_check;
ALTER TABLE orders ADD CONSTRAINT orders_refund_state_check
  CHECK (refund_state IN ('none', 'initiated', 'refunded', 'failed'));
ALTER TABLE orders ADD COLUMN refunded_at timestamptz;
ALTER TABLE orders ADD CONSTRAINT orders_refunded_at_check CHECK ((refund_state = 'refunded') = (refunded_at IS NOT NULL));
-- The refund sweep reads the refunds not yet known to have reached their customer.
CREATE INDEX orders_refund_open ON orders (id) WHERE refund_state IN ('initiated', 'failed');
