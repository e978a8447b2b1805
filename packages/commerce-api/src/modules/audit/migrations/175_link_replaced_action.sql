-- A link a newer one replaced is in the history of the staff member who created the newer one.
ALTER TABLE staff_audit DROP CONSTRAINT staff_audit_action_check;
ALTER TABLE staff_audit ADD CONSTRAINT staff_audit_action_check
  CHECK (action IN ('lookup', 'lookup-refused', 'link-created', 'link-resent', 'link-cancelled', 'link-replaced'));
