-- What staff did with customers' data: every look-up (found, not found or refused) and every
-- payment link created, resent or cancelled. Append-only: the database refuses to change or delete
-- an entry. The customer's id and name are kept as they were seen, without a reference, so the
-- record outlives any change to the customer.
CREATE TABLE staff_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_id text NOT NULL,
  at timestamptz NOT NULL,
  action text NOT NULL
    CHECK (action IN ('lookup', 'lookup-refused', 'link-created', 'link-resent', 'link-cancelled')),
  customer_id text,
  customer_name text,
  subject text NOT NULL,
  detail text NOT NULL
);
CREATE INDEX staff_audit_by_staff ON staff_audit (staff_id, id DESC);

CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only: % refused', TG_OP;
END;
$$;
CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
