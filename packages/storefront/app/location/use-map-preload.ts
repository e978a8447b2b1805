import { locationQueries } from '@nirmal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useClients } from '../state/app-state.tsx';
import { whenIdle } from '../shell/when-idle.ts';
import { preloadLocalityMap } from './LazyLocalityMap.tsx';

/**
 * For a step that opens the map locator: its code, the map library and the basemap are fetched while
 * the browser is idle after the step shows. Answers the same preloading, to start at once when the
 * customer reaches for the control that opens the map (pointer over it, or focus).
 */
export function useMapPreload(): () => void {
  const { location } = useClients();
  const queryClient = useQueryClient();
  const preload = useCallback(() => {
    preloadLocalityMap();
    void queryClient.prefetchQuery(locationQueries.basemap(location));
  }, [location, queryClient]);
  useEffect(() => whenIdle(preload), [preload]);
  return preload;
}
