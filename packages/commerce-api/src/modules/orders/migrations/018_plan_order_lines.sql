-- A plan line says which device it is for and the days it covers: the term priced when the order
-- was placed, replaced by the term applied once it is paid. It keeps the device's plan from before
-- ({ tier, startDate, endDate, warrantyStatus, agreementId }), which cancelling the order restores.
ALTER TABLE order_lines
  ADD COLUMN plan_device_name text,
  ADD COLUMN plan_start_date date,
  ADD COLUMN plan_end_date date,
  ADD COLUMN plan_previous jsonb CHECK (jsonb_typeof(plan_previous) = 'object');

UPDATE order_lines AS l
   SET plan_device_name = coalesce(substring(l.name from ' for (.+)$'), l.name),
       plan_start_date = (o.placed_at AT TIME ZONE 'Asia/Kolkata')::date,
       plan_end_date = ((o.placed_at AT TIME ZONE 'Asia/Kolkata')::date
                        + make_interval(months => coalesce(l.plan_months, 12)) - interval '1 day')::date
  FROM orders AS o
 WHERE o.id = l.order_id AND l.plan_tier IS NOT NULL;

-- An AMC plan is a maintenance and repair service: SAC 998719.
UPDATE order_lines SET hsn_code = '998719' WHERE plan_tier IS NOT NULL AND hsn_code = '998729';

ALTER TABLE order_lines
  ADD CONSTRAINT order_lines_plan_details CHECK (
    (plan_tier IS NULL AND plan_asset_id IS NULL AND plan_months IS NULL AND plan_device_name IS NULL
      AND plan_start_date IS NULL AND plan_end_date IS NULL AND plan_previous IS NULL)
    OR (plan_tier IS NOT NULL AND plan_asset_id IS NOT NULL AND plan_months IS NOT NULL
      AND plan_device_name IS NOT NULL AND plan_start_date IS NOT NULL AND plan_end_date >= plan_start_date));

-- A plan order is cancelled for reasons of its own (PLAN_CANCEL_REASONS in the contract).
ALTER TABLE orders DROP CONSTRAINT orders_cancel_reason_check;
ALTER TABLE orders ADD CONSTRAINT orders_cancel_reason_check CHECK (cancel_reason IN (
  'ordered_by_mistake', 'delivery_too_late', 'found_better_price', 'wrong_address', 'changed_mind', 'other',
  'wrong_plan', 'wrong_device', 'device_not_in_use'));
