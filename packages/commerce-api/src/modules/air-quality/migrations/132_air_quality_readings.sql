-- The latest air-quality reading of each city, as a monitoring feed would leave it: the CPCB index
-- and the pollutant that sets it. The sandbox seeds readings typical of a winter morning.
CREATE TABLE air_quality_readings (
  city text PRIMARY KEY,
  aqi integer NOT NULL CHECK (aqi BETWEEN 0 AND 500),
  dominant_pollutant text NOT NULL,
  observed_at timestamptz NOT NULL
);
