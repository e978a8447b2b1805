import type { AirQuality } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';

/** The latest reading of a city, whatever the letter case of its name; null when there is none. */
export async function latestReading(db: Queryable, city: string): Promise<AirQuality | null> {
  const [row] = await db.query<{ city: string; aqi: number; dominantPollutant: string; observedAt: Date }>(
    `SELECT city, aqi, dominant_pollutant AS "dominantPollutant", observed_at AS "observedAt"
       FROM air_quality_readings WHERE lower(city) = lower($1)`,
    [city],
  );
  return row ? { ...row, observedAt: new Date(row.observedAt).toISOString() } : null;
}

// Readings typical of a November morning (CPCB's national AQI bulletins): the north's winter smog,
// the coast's cleaner sea air.
const SANDBOX_READINGS: readonly [city: string, aqi: number, dominantPollutant: string][] = [
  ['Delhi', 312, 'PM2.5'],
  ['Gurugram', 268, 'PM2.5'],
  ['Noida', 295, 'PM2.5'],
  ['Lucknow', 221, 'PM2.5'],
  ['Kolkata', 164, 'PM2.5'],
  ['Mumbai', 118, 'PM10'],
  ['Pune', 97, 'PM10'],
  ['Ahmedabad', 142, 'PM10'],
  ['Hyderabad', 86, 'PM10'],
  ['Bengaluru', 64, 'PM10'],
  ['Chennai', 71, 'PM2.5'],
];

/** The sandbox's readings, observed an hour before the seed: missing cities only. */
export async function seedReadings(tx: Queryable, now: Date): Promise<void> {
  const observedAt = new Date(now.getTime() - 3_600_000);
  for (const [city, aqi, pollutant] of SANDBOX_READINGS)
    await tx.query(
      `INSERT INTO air_quality_readings (city, aqi, dominant_pollutant, observed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (city) DO NOTHING`,
      [city, aqi, pollutant, observedAt],
    );
}
