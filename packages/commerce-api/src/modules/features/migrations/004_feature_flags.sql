CREATE TABLE feature_flags (
  name text PRIMARY KEY,
  enabled boolean NOT NULL
);
