-- The gazetteer: Indian localities with their pincode and coordinates, for geocoding, suggestions
-- while typing, reverse geocoding and the offline basemap. Read-only after the seed fills it.
CREATE TABLE localities (
  place_id text PRIMARY KEY,
  locality text NOT NULL CHECK (locality <> ''),
  city text NOT NULL CHECK (city <> ''),
  state text NOT NULL CHECK (state <> ''),
  pincode text NOT NULL CHECK (pincode ~ '^[1-9][0-9]{5}$'),
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  -- Lower-case words of locality, city, state and pincode, each after a space, for word-prefix search.
  search_words text NOT NULL
);

CREATE INDEX localities_by_pincode ON localities (pincode);
CREATE INDEX localities_by_position ON localities (latitude, longitude);
