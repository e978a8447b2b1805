-- AMC plans: what each tier costs a year for each technology, what it includes, and the discount of
-- longer terms. Money is integer paise, GST included, as on the wire.

CREATE TABLE plan_tiers (
  technology text NOT NULL CHECK (technology IN ('UV', 'RO')),
  tier text NOT NULL CHECK (tier IN ('VALUE', 'SILVER', 'GOLD', 'PLATINUM', 'COMP')),
  -- The order plans are compared in.
  position smallint NOT NULL CHECK (position > 0),
  -- One year, in whole rupees.
  price_per_year_paise integer NOT NULL CHECK (price_per_year_paise > 0 AND price_per_year_paise % 100 = 0),
  -- What a year includes, for the saving it is worth (see no_plan_charges).
  preventive_visits smallint NOT NULL CHECK (preventive_visits >= 0),
  -- Null: as many as it needs.
  breakdown_visits smallint CHECK (breakdown_visits >= 0),
  filter_sets smallint NOT NULL CHECK (filter_sets >= 0),
  -- What its card says, most important first.
  highlights text[] NOT NULL CHECK (cardinality(highlights) BETWEEN 3 AND 5),
  recommended boolean NOT NULL,
  PRIMARY KEY (technology, tier),
  UNIQUE (technology, position)
);
CREATE UNIQUE INDEX plan_tiers_one_recommended ON plan_tiers (technology) WHERE recommended;

-- Longer terms cost less a year: the discount on the one-year price times the years.
CREATE TABLE plan_durations (
  years smallint PRIMARY KEY CHECK (years BETWEEN 1 AND 5),
  discount_percent smallint NOT NULL CHECK (discount_percent BETWEEN 0 AND 50),
  CHECK (years > 1 OR discount_percent = 0)
);

-- The comparison table: one row per benefit, with what each tier gives (true, false or words).
CREATE TABLE plan_benefits (
  technology text NOT NULL CHECK (technology IN ('UV', 'RO')),
  id text NOT NULL CHECK (id ~ '^[a-z_]{1,40}$'),
  position smallint NOT NULL,
  label text NOT NULL,
  tier_values jsonb NOT NULL CHECK (jsonb_typeof(tier_values) = 'object'),
  PRIMARY KEY (technology, id),
  UNIQUE (technology, position)
);

-- What a visit and a set of filters cost without a plan: what a plan saves is worked out from them.
CREATE TABLE no_plan_charges (
  technology text PRIMARY KEY CHECK (technology IN ('UV', 'RO')),
  visit_paise integer NOT NULL CHECK (visit_paise > 0),
  filter_set_paise integer NOT NULL CHECK (filter_set_paise > 0)
);
