-- What a product comes with besides its warranty, as its page shows it: whether our technician
-- installs it at home free of charge, and whether its service uses only genuine Nirmal parts (the
-- purifiers, whose filters and parts our AMC plans and technicians replace).
ALTER TABLE products
  ADD COLUMN free_installation boolean NOT NULL DEFAULT false,
  ADD COLUMN genuine_parts boolean NOT NULL DEFAULT false;

UPDATE products
   SET free_installation = product_type = 'WATER_PURIFIER',
       genuine_parts = product_type IN ('WATER_PURIFIER', 'AIR_PURIFIER');

ALTER TABLE products
  ALTER COLUMN free_installation DROP DEFAULT,
  ALTER COLUMN genuine_parts DROP DEFAULT;
