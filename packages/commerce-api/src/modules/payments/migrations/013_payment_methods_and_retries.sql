-- The only method an attempt may be paid by; null for any. An order placed with no-cost EMI is
-- priced for paying by EMI: the provider is asked to offer only EMI, and a capture by another
-- method pays nothing (outcome method_mismatch, to be refunded).
ALTER TABLE payment_attempts ADD COLUMN required_method text CHECK (required_method IN ('emi'));

-- A Razorpay order takes another try after a failed one, until one is captured: its attempt stays
-- pending, and these say when its latest try failed and which payment that was (the customer is
-- told and may try again; a later capture of the same order pays it). Handing the payment off
-- again clears the time; a failure of the payment already recorded does not set it again.
ALTER TABLE payment_attempts ADD COLUMN try_failed_at timestamptz;
ALTER TABLE payment_attempts ADD COLUMN failed_try_payment_id text;

-- How a capture was paid, as the provider vouched for it (emi, card, netbanking, upi, other).
-- Outcomes added: try_failed (a failed try of an order that takes more), method_mismatch.
ALTER TABLE payment_events ADD COLUMN method text;

-- Payments under way for orders placed with no-cost EMI are held to EMI from now on.
UPDATE payment_attempts a SET required_method = 'emi'
  FROM orders o
 WHERE o.id = a.order_id AND o.promotion = 'ncemi' AND a.state IN ('created', 'pending');
