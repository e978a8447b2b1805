import { lazy, Suspense } from 'react';
import { LoadingMap } from './LoadingMap.tsx';
import type { MapStepProps } from './map-step-props.ts';

export type { MapPoint, MapStepProps, PinnedLocation } from './map-step-props.ts';

// The map library and its styles are the heaviest code of the wizard and only this step needs
// them: they load when the step first renders, never with a route's first load.
const MapStep = lazy(() => import('./MapStep.tsx').then((module) => ({ default: module.MapStep })));

/**
 * The map locator step (§2 step 8) with its props fixed for the wizard: the map library loads when
 * the step first renders.
 */
export function LazyMapStep(props: MapStepProps) {
  return (
    <Suspense fallback={<LoadingMap />}>
      <MapStep {...props} />
    </Suspense>
  );
}
