-- A link whose plan order a newer plan order for the same device gave up is replaced, not expired:
-- staff and the customer are told a newer one took its place.
ALTER TABLE payment_links DROP CONSTRAINT payment_links_status_check;
ALTER TABLE payment_links ADD CONSTRAINT payment_links_status_check
  CHECK (status IN ('created', 'paid', 'expired', 'cancelled', 'replaced'));
