-- The catalogue: what Nirmal sells, where it is stocked and which pincodes each hub delivers to.
-- Money is integer paise (₹1 = 100 paise) as on the wire, GST included: what the shopper pays.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE categories (
  id text PRIMARY KEY,
  parent_id text REFERENCES categories (id),
  -- Unique among its siblings: a category's path is its slugs from the top, `water-purifiers/ro`.
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text NOT NULL,
  description text,
  position smallint NOT NULL,
  CHECK (parent_id IS DISTINCT FROM id),
  UNIQUE NULLS NOT DISTINCT (parent_id, slug)
);
CREATE INDEX categories_by_parent ON categories (parent_id, position);

CREATE TABLE products (
  product_id text PRIMARY KEY,
  material_id text NOT NULL UNIQUE,
  -- The colours of one model share a family; each is its own product with its own stock.
  family_id text NOT NULL,
  colour_name text NOT NULL,
  colour_hex text NOT NULL CHECK (colour_hex ~ '^#[0-9a-f]{6}$'),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text NOT NULL,
  category_id text NOT NULL REFERENCES categories (id),
  product_type text NOT NULL CHECK (product_type IN ('AIR_PURIFIER', 'VACUUM_CLEANER', 'WATER_PURIFIER')),
  technology text CHECK (technology IN ('RO', 'UV', 'RO+UV', 'RO+UV+UF', 'UV+UF', 'HEPA')),
  mrp_paise integer NOT NULL CHECK (mrp_paise > 0),
  price_paise integer NOT NULL CHECK (price_paise > 0 AND price_paise <= mrp_paise),
  rating numeric(2, 1) NOT NULL CHECK (rating BETWEEN 0 AND 5),
  rating_count integer NOT NULL CHECK (rating_count >= 0),
  description text NOT NULL,
  highlights text[] NOT NULL,
  -- [{ "group": "Capacity", "label": "Storage", "value": "7 L" }, ...] in the order a page shows them.
  specs jsonb NOT NULL CHECK (jsonb_typeof(specs) = 'array'),
  images text[] NOT NULL CHECK (cardinality(images) > 0),
  hsn_code text NOT NULL CHECK (hsn_code ~ '^[0-9]{8}$'),
  max_quantity smallint NOT NULL CHECK (max_quantity > 0),
  warranty_months smallint NOT NULL CHECK (warranty_months >= 0),
  exchange_eligible boolean NOT NULL,
  created_at timestamptz NOT NULL,
  -- Words shoppers use that the name leaves out ("water purifier", "robotic"): its categories' names.
  keywords text NOT NULL,
  search_text text GENERATED ALWAYS AS (
    lower(name || ' ' || coalesce(technology, '') || ' ' || colour_name || ' ' || keywords)
  ) STORED,
  search_document tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', name), 'A') ||
    setweight(to_tsvector('english', coalesce(technology, '') || ' ' || colour_name || ' ' || keywords), 'B') ||
    setweight(to_tsvector('english', description), 'C')
  ) STORED
);
CREATE INDEX products_by_category ON products (category_id);
CREATE INDEX products_by_family ON products (family_id);
CREATE INDEX products_search_document ON products USING gin (search_document);
CREATE INDEX products_search_text_trigrams ON products USING gin (search_text gin_trgm_ops);

-- Every word of the catalogue once: typos in a query are corrected against it, and suggestions
-- complete against it. The seed refreshes it after changing products. ts_stat runs its query with
-- the restricted search path of a materialized view, hence the schema-qualified table.
CREATE MATERIALIZED VIEW search_terms AS
  SELECT word, ndoc AS products
    FROM ts_stat('SELECT to_tsvector(''simple'', search_text) FROM public.products');
CREATE UNIQUE INDEX search_terms_by_word ON search_terms (word text_pattern_ops);
CREATE INDEX search_terms_trigrams ON search_terms USING gin (word gin_trgm_ops);

-- Sections of a product page's story, shown as plain text.
CREATE TABLE product_content (
  product_id text NOT NULL REFERENCES products (product_id) ON DELETE CASCADE,
  position smallint NOT NULL,
  heading text NOT NULL,
  body text NOT NULL,
  PRIMARY KEY (product_id, position)
);

CREATE TABLE hubs (
  code text PRIMARY KEY,
  name text NOT NULL,
  city text NOT NULL,
  state text NOT NULL
);

CREATE TABLE hub_pincodes (
  pincode text PRIMARY KEY CHECK (pincode ~ '^[1-9][0-9]{5}$'),
  hub_code text NOT NULL REFERENCES hubs (code),
  area text NOT NULL,
  delivery_days smallint NOT NULL CHECK (delivery_days > 0),
  delivery_charge_paise integer NOT NULL CHECK (delivery_charge_paise >= 0),
  installation_available boolean NOT NULL,
  installation_charge_paise integer NOT NULL CHECK (installation_charge_paise >= 0),
  service_available boolean NOT NULL
);
CREATE INDEX hub_pincodes_by_hub ON hub_pincodes (hub_code);

-- A hub carries a product when it has a row here, even at nought left.
CREATE TABLE inventory (
  hub_code text NOT NULL REFERENCES hubs (code),
  material_id text NOT NULL REFERENCES products (material_id),
  quantity integer NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (hub_code, material_id)
);
CREATE INDEX inventory_by_material ON inventory (material_id);
