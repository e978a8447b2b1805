-- What a code was sent for, written in the same insert as the code: a code sent to confirm a
-- profile change can never sign anyone in, not even before the change it confirms is recorded.
ALTER TABLE otp_requests ADD COLUMN purpose text;
UPDATE otp_requests SET purpose = 'sign_in';
ALTER TABLE otp_requests ALTER COLUMN purpose SET NOT NULL;
ALTER TABLE otp_requests ADD CONSTRAINT otp_requests_purpose CHECK (purpose IN ('sign_in', 'profile_change'));
-- Codes sent before purposes were recorded cannot be told apart: they are retired (a new code is
-- one tap away; they lived five minutes anyway).
UPDATE otp_requests SET expires_at = created_at WHERE consumed_at IS NULL;
