import { LOCAL_STORAGE_KEYS, formatLocation, parseLocation, type LocationStore } from '@nirmal/domain';
import { CITY_HEADER, CLIENT_TYPE_HEADER, LATITUDE_HEADER, LONGITUDE_HEADER } from '@nirmal/domain/names';
import { useEffect } from 'react';
import { whenIdle } from '../shell/when-idle.ts';
import { useStores } from '../state/app-state.tsx';

type Part = string | number | null | undefined;

/** `city:latitude:longitude` read back as a location; null when a part is not what it should be. */
const locationOf = (city: Part, latitude: Part, longitude: Part) =>
  parseLocation([city, latitude, longitude].map((part) => part ?? '').join(':'));

/** The answer's body, `{ data: { city, latitude, longitude } }`, as a location; null when it is not one. */
function bodyLocation(body: unknown) {
  const data = (body as { data?: Record<string, unknown> } | null)?.data;
  const { city, latitude, longitude } = data ?? {};
  const isPart = (value: unknown, type: 'string' | 'number') => value === null || typeof value === type;
  return isPart(city, 'string') && isPart(latitude, 'number') && isPart(longitude, 'number')
    ? locationOf(city as Part, latitude as Part, longitude as Part)
    : null;
}

/** Keeps the answer's body in local storage (§7 shell load 6), written only when it changed. */
function keep(stored: string): void {
  try {
    if (stored !== '' && localStorage.getItem(LOCAL_STORAGE_KEYS.location) !== stored)
      localStorage.setItem(LOCAL_STORAGE_KEYS.location, stored);
  } catch {
    // Storage refused (private mode, full): the page goes on with the location in memory.
  }
}

/**
 * Asks `/api/public/location` where the visitor is (§7 shell load 6). Sent with `fetch` itself, not
 * the API clients: every page makes this call, and the clients' code (about 35 KB with the
 * contract's schemas) would otherwise load on pages that need none of it.
 */
async function detect(store: LocationStore): Promise<void> {
  const answer = await fetch('/api/public/location', {
    credentials: 'include',
    headers: { [CLIENT_TYPE_HEADER]: 'web' },
  });
  if (!answer.ok) return;
  const { headers } = answer;
  const detected = locationOf(
    headers.get(CITY_HEADER),
    headers.get(LATITUDE_HEADER),
    headers.get(LONGITUDE_HEADER),
  );
  if (detected) store.update(detected);
  const body = bodyLocation(await answer.json());
  if (body) keep(formatLocation(body));
}

/**
 * Asks where the visitor is once the page has painted and the browser is idle: the answer's x-user-*
 * headers update the location store whenever they differ from what it holds (§4), and its body is
 * kept as `city:latitude:longitude`. A failure leaves everything as it was.
 */
export function useDetectedLocation(): void {
  const { location } = useStores();
  useEffect(() => whenIdle(() => void detect(location).catch(() => undefined)), [location]);
}
