import { AqiBar } from '@nirmal/design-system';
import { airQualityQueries } from '@nirmal/domain';
import { useQuery } from '@tanstack/react-query';
import { useClients } from '../state/app-state.tsx';

/**
 * The visitor's city's air quality, loaded after the page; no reading (or a failed one) shows
 * nothing. Dismissed, it stays away while the shell stays mounted.
 */
export function AirQualityBar({ city }: { city: string }) {
  const { airQuality } = useClients();
  // A city without readings answers 404: asking again would not change that.
  const reading = useQuery({ ...airQualityQueries.city(airQuality, city), retry: false });
  if (!reading.data) return null;
  return <AqiBar value={reading.data.aqi} city={reading.data.city} />;
}
