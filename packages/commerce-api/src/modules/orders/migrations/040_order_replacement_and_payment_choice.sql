-- The provider is chosen on the payment page, not at checkout: a product order names the one it
-- was paid with, and none before.
ALTER TABLE orders ALTER COLUMN provider DROP NOT NULL;

-- An unpaid order given up because the customer placed a newer one names that order.
ALTER TABLE orders ADD COLUMN replaced_by text REFERENCES orders (id);

UPDATE orders AS replaced
   SET replaced_by = (
         SELECT newer.id FROM orders AS newer
          WHERE newer.customer_id = replaced.customer_id AND newer.kind = replaced.kind
            AND newer.placed_at > replaced.placed_at
          ORDER BY newer.placed_at LIMIT 1)
 WHERE replaced.status = 'expired'
   AND EXISTS (SELECT 1 FROM order_events e
                WHERE e.order_id = replaced.id AND e.status = 'expired' AND e.note LIKE 'Replaced by a newer%');

-- A timeline step is a change of status, or the refund that follows a paid order's cancelling
-- (which leaves the status as it is).
ALTER TABLE order_events
  ADD COLUMN kind text NOT NULL DEFAULT 'status' CHECK (kind IN ('status', 'refund'));

UPDATE order_events SET kind = 'refund' WHERE status = 'cancelled' AND note LIKE 'Refund of %';
