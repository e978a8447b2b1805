-- A code may sign a staff member in: good only for that, never for a customer's sign-in (nor a
-- customer's code for a staff member's), and counted against the number and the address like
-- every other code.
ALTER TABLE otp_requests DROP CONSTRAINT otp_requests_purpose;
ALTER TABLE otp_requests ADD CONSTRAINT otp_requests_purpose
  CHECK (purpose IN ('sign_in', 'profile_change', 'email_change', 'lead', 'staff_sign_in'));
