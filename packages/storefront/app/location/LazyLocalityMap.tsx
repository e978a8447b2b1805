import { lazy, Suspense } from 'react';
import { LoadingMap } from './LoadingMap.tsx';
import type { LocalityMapProps } from './LocalityMap.tsx';

const loadLocalityMap = () => import('./LocalityMap.tsx');

// The map library and its styles are the heaviest code of the wizard and only the map locator needs
// them: never part of a route's first load.
const LocalityMap = lazy(() => loadLocalityMap().then((module) => ({ default: module.LocalityMap })));

/**
 * Fetches the map's code and the map library ahead of need (while the browser is idle, or when a
 * customer reaches for the button that opens the map), so the map draws at once when it opens.
 */
export function preloadLocalityMap(): void {
  void loadLocalityMap().then(() => import('leaflet'));
}

/** The Leaflet map of the localities, in the map's own box (a skeleton of it while the code loads). */
export function LazyLocalityMap(props: LocalityMapProps) {
  return (
    <Suspense fallback={<LoadingMap />}>
      <LocalityMap {...props} />
    </Suspense>
  );
}
