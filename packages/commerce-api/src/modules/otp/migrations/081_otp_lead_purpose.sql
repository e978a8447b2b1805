-- A code may confirm a visitor's number for a lead (a home demo): good only for that, never for
-- signing in, and counted against the number and the address like every other code.
ALTER TABLE otp_requests DROP CONSTRAINT otp_requests_purpose;
ALTER TABLE otp_requests ADD CONSTRAINT otp_requests_purpose
  CHECK (purpose IN ('sign_in', 'profile_change', 'email_change', 'lead'));
