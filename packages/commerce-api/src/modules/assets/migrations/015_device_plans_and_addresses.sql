-- A device's maintenance agreement, its warranty's last day, when its plan started and where it is
-- installed (§3: the selected device's accountId and agreementId, the service address).
ALTER TABLE assets
  ADD COLUMN account_id text,
  ADD COLUMN agreement_id text CHECK (agreement_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  ADD COLUMN warranty_end_date date,
  ADD COLUMN plan_start_date date,
  ADD COLUMN house_number text CHECK (length(house_number) BETWEEN 1 AND 80),
  ADD COLUMN address_name text CHECK (length(address_name) BETWEEN 1 AND 160),
  ADD COLUMN city text CHECK (length(city) BETWEEN 1 AND 60),
  ADD COLUMN state text CHECK (length(state) BETWEEN 1 AND 60),
  ADD COLUMN postal_code text CHECK (postal_code ~ '^[1-9][0-9]{5}$'),
  ADD COLUMN latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  ADD COLUMN longitude double precision CHECK (longitude BETWEEN -180 AND 180);

-- Devices that had a plan before: a one-year plan ending on its end date, under an agreement of
-- their own; every device belongs to its customer's account.
UPDATE assets SET plan_start_date = (plan_end_date - interval '1 year' + interval '1 day')::date
 WHERE plan_end_date IS NOT NULL;
UPDATE assets SET agreement_id = 'AGR-' || regexp_replace(id, '^AST-', '')
 WHERE plan_tier IS NOT NULL AND id <> '';
UPDATE assets AS a SET account_id = c.account_id FROM customers AS c WHERE c.id = a.customer_id;

ALTER TABLE assets
  ADD CONSTRAINT assets_plan_start CHECK ((plan_tier IS NULL) = (plan_start_date IS NULL)),
  ADD CONSTRAINT assets_plan_term CHECK (plan_start_date <= plan_end_date),
  -- An installed address is whole or absent.
  ADD CONSTRAINT assets_address_whole CHECK (
    (house_number IS NULL AND address_name IS NULL AND city IS NULL AND state IS NULL AND postal_code IS NULL)
    OR (house_number IS NOT NULL AND address_name IS NOT NULL AND city IS NOT NULL AND state IS NOT NULL
        AND postal_code IS NOT NULL));
