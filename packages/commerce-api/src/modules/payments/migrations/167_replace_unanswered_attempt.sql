-- A start whose provider never answered (slow or down) leaves an attempt still `created`; paying
-- with the other provider then replaces it, so it fails without ever having had a provider order.
ALTER TABLE payment_attempts DROP CONSTRAINT payment_attempts_check;
ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_provider_order_check
  CHECK (CASE state
           WHEN 'created' THEN provider_order_id IS NULL
           WHEN 'failed' THEN true
           ELSE provider_order_id IS NOT NULL
         END);
