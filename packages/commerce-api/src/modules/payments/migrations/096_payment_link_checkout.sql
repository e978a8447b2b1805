-- A payment at a Razorpay payment link (an order staff sent a link for, issue 22) is made on the
-- link's own page: its address, as Razorpay answered it, is kept with the attempt (whose
-- provider_order_id is then the link's id, plink_…). Null for a checkout (Razorpay order, PayU).
ALTER TABLE payment_attempts ADD COLUMN provider_checkout_url text;
