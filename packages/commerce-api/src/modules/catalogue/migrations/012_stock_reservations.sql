-- Stock held for an unpaid order at the hub that delivers it. Units to sell are the inventory less
-- the held reservations; a held reservation is committed when the order is paid (the units then
-- leave the inventory) or released when it expires or is cancelled (a cancelled committed one puts
-- its units back). The catalogue owns it because its stock reading subtracts it; `order_id` names
-- an order of the orders module (migration 010) without a foreign key, so the catalogue needs no
-- other module's tables (checkout holds the stock before it writes the order, in one transaction).
CREATE TABLE stock_reservations (
  order_id text NOT NULL,
  hub_code text NOT NULL,
  material_id text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  expires_at timestamptz NOT NULL,
  state text NOT NULL CHECK (state IN ('held', 'committed', 'released')),
  PRIMARY KEY (order_id, material_id),
  FOREIGN KEY (hub_code, material_id) REFERENCES inventory (hub_code, material_id)
);
CREATE INDEX stock_reservations_held ON stock_reservations (material_id, hub_code) WHERE state = 'held';
