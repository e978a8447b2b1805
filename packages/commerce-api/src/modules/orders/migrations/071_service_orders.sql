-- A service visit paid in advance is an order of its own kind (issue 20).
ALTER TABLE orders DROP CONSTRAINT orders_kind_check;
ALTER TABLE orders ADD CONSTRAINT orders_kind_check CHECK (kind IN ('product', 'plan', 'service'));

-- Its one line is neither a product's nor a plan's: a visit, named by its material `SVC-<service type>`.
ALTER TABLE order_lines DROP CONSTRAINT order_lines_check4;
ALTER TABLE order_lines ADD CONSTRAINT order_lines_product_plan_or_visit
  CHECK (num_nonnulls(product_id, plan_tier) = 1 OR (product_id IS NULL AND plan_tier IS NULL AND material_id ~ '^SVC-'));
