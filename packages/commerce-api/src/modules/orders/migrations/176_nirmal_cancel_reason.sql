-- An unpaid plan order is cancelled by Nirmal when staff withdraw the payment link that would pay
-- it (NIRMAL_CANCEL_REASONS in the contract): the customer is never given a reason of their own.
ALTER TABLE orders DROP CONSTRAINT orders_cancel_reason_check;
ALTER TABLE orders ADD CONSTRAINT orders_cancel_reason_check CHECK (cancel_reason IN (
  'ordered_by_mistake', 'delivery_too_late', 'found_better_price', 'wrong_address', 'changed_mind', 'other',
  'wrong_plan', 'wrong_device', 'device_not_in_use', 'payment_link_withdrawn'));
UPDATE orders SET cancel_reason = 'payment_link_withdrawn', cancel_comment = NULL
 WHERE cancel_reason = 'other' AND cancel_comment = 'The payment link for it was cancelled.';
UPDATE order_events SET note = 'Cancelled by Nirmal: the payment link was withdrawn'
 WHERE status = 'cancelled' AND kind = 'status' AND note = 'Cancelled: Another reason'
   AND order_id IN (SELECT id FROM orders WHERE cancel_reason = 'payment_link_withdrawn');
