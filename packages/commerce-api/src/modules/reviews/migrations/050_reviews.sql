-- Ratings and reviews of a model: the colours of one product share them (model_id is the
-- catalogue's family of a product). A model's rating summary is its tally plus its written reviews,
-- counted by stars; the catalogue's rating and rating_count are set from that summary whenever a
-- review is written, changed or deleted, in the same transaction.

-- Ratings given without a written review (those from before reviews were written here), by stars.
-- Its row is also what a review's writer locks, so two writers of one model take turns.
CREATE TABLE rating_tallies (
  model_id text PRIMARY KEY,
  stars_1 integer NOT NULL DEFAULT 0 CHECK (stars_1 >= 0),
  stars_2 integer NOT NULL DEFAULT 0 CHECK (stars_2 >= 0),
  stars_3 integer NOT NULL DEFAULT 0 CHECK (stars_3 >= 0),
  stars_4 integer NOT NULL DEFAULT 0 CHECK (stars_4 >= 0),
  stars_5 integer NOT NULL DEFAULT 0 CHECK (stars_5 >= 0)
);

CREATE TABLE reviews (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  model_id text NOT NULL REFERENCES rating_tallies (model_id),
  -- The colour the reviewer bought.
  product_id text NOT NULL REFERENCES products (product_id),
  -- Null for the reviews that came with the catalogue (their reviewers have no account here).
  customer_id text REFERENCES customers (id) ON DELETE CASCADE,
  -- The name shown, as it was when the review was written.
  author text NOT NULL CHECK (length(author) BETWEEN 1 AND 60),
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  -- Plain text, shown as text; the contract bounds their lengths.
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  verified_purchase boolean NOT NULL,
  helpful_count integer NOT NULL DEFAULT 0 CHECK (helpful_count >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz,
  -- One review per customer per model.
  UNIQUE (customer_id, model_id)
);
CREATE INDEX reviews_by_model ON reviews (model_id, created_at DESC);
