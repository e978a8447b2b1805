-- A water purifier bought in the shop becomes the customer's device once its order is paid (AST-300001
-- on, apart from the seeded devices' numbers), and goes again if that order is cancelled.
CREATE SEQUENCE asset_numbers START 300001;
ALTER TABLE assets ADD COLUMN order_id text;
CREATE INDEX assets_by_order ON assets (order_id) WHERE order_id IS NOT NULL;
