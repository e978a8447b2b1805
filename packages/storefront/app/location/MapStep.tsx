import { MapLocatorStep, Stack } from '@nirmal/design-system';
import { locationQueries } from '@nirmal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useClients, useStores } from '../state/app-state.tsx';
import { LazyLocalityMap } from './LazyLocalityMap.tsx';
import { LoadingMap } from './LoadingMap.tsx';
import { MapFacts, NearestPlace } from './LocalityMap.styles.ts';
import type { MapPoint, MapStepProps } from './map-step-props.ts';
import { useCurrentLocation } from './use-current-location.ts';

/** Where the pin starts without an address or a detected city: the centre of Bengaluru. */
const FALLBACK_POINT: MapPoint = { latitude: 12.9716, longitude: 77.5946 };

const fixed = (degrees: number) => degrees.toFixed(5);

/**
 * The map locator step (§2 step 8): a Leaflet map of the gazetteer's localities moved under a pin
 * (its code loaded apart, into the box kept for it), "Use current location" (§8 messages), the
 * nearest locality named under the map, and "Confirm location" with the point and that locality.
 */
export function MapStep({ value, onConfirm, onBack }: MapStepProps) {
  const clients = useClients();
  const queryClient = useQueryClient();
  const detected = useStores().location.location;
  const [point, setPoint] = useState<MapPoint>(() => {
    if (value) return value;
    const { latitude, longitude } = detected ?? {};
    return latitude != null && longitude != null ? { latitude, longitude } : FALLBACK_POINT;
  });
  const [confirming, setConfirming] = useState(false);
  const current = useCurrentLocation();
  const basemap = useQuery(locationQueries.basemap(clients.location));
  const nearest = useQuery(locationQueries.nearest(clients.location, point));

  async function locate() {
    const found = await current.locate();
    if (found) setPoint(found);
  }

  async function confirm(at: MapPoint) {
    setConfirming(true);
    try {
      const near = await queryClient.fetchQuery(locationQueries.nearest(clients.location, at));
      onConfirm({ ...at, place: near?.place ?? null });
    } catch {
      // The point is what matters; the locality only helps fill the address.
      onConfirm({ ...at, place: null });
    } finally {
      setConfirming(false);
    }
  }

  const place = nearest.data?.place;
  return (
    <MapLocatorStep
      value={point}
      onChange={setPoint}
      onBack={onBack}
      onConfirm={(at) => void confirm(at)}
      confirming={confirming}
      onUseCurrentLocation={() => void locate()}
      onRetry={() => void locate()}
      geolocationStatus={current.status}
      // Without our basemap the step falls back to the design system's own locator: a grid with
      // the coordinates to type, so the place can still be given.
      map={
        basemap.isError ? undefined : (
          <Stack gap={2}>
            {basemap.data ? (
              <LazyLocalityMap
                center={point}
                onMove={setPoint}
                basemap={basemap.data}
                label="Map: move it until the pin marks your door"
              />
            ) : (
              <LoadingMap />
            )}
            <MapFacts aria-live="polite">
              Latitude {fixed(point.latitude)}, longitude {fixed(point.longitude)}
              <NearestPlace>
                {place ? `near ${place.locality}, ${place.city} ${place.pincode}` : ''}
              </NearestPlace>
            </MapFacts>
          </Stack>
        )
      }
    />
  );
}
