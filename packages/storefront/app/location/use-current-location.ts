import {
  GEOLOCATION_MESSAGES,
  geolocationFailure,
  geolocationMessage,
  locationQueries,
  type GeolocationFailure,
} from '@nirmal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useClients } from '../state/app-state.tsx';
import type { PinnedLocation } from './map-step-props.ts';

export type CurrentLocationStatus = 'idle' | 'fetching' | GeolocationFailure;

/** How long the browser may take to find the customer, and how old a position it may answer with. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 };

/** The permission as it stood before asking, where the browser says (null where it does not). */
async function permissionState(): Promise<PermissionState | null> {
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return null;
  }
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(resolve, reject, POSITION_OPTIONS);
  });
}

/**
 * "Use current location": asks the browser where the customer is, then the gazetteer for the
 * nearest locality, so a form can fill city, state and pincode. `status` is the request's state and
 * `message` what the customer reads (§8); `locate` answers null when no location came back.
 */
export function useCurrentLocation() {
  const clients = useClients();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<CurrentLocationStatus>('idle');

  async function locate(): Promise<PinnedLocation | null> {
    if (!('geolocation' in navigator)) {
      setStatus('unsupported');
      return null;
    }
    setStatus('fetching');
    const permission = await permissionState();
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch (error) {
      setStatus(geolocationFailure(error as GeolocationPositionError, permission));
      return null;
    }
    const point = { latitude: position.coords.latitude, longitude: position.coords.longitude };
    try {
      const nearest = await queryClient.fetchQuery(locationQueries.nearest(clients.location, point));
      setStatus('idle');
      return { ...point, place: nearest?.place ?? null };
    } catch {
      // The browser found the customer; only the locality is unknown: the point still counts.
      setStatus('idle');
      return { ...point, place: null };
    }
  }

  const message =
    status === 'fetching'
      ? GEOLOCATION_MESSAGES.fetching
      : status === 'idle'
        ? undefined
        : geolocationMessage(status);
  return { status, message, locate };
}
