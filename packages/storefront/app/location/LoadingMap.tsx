import { Skeleton, VisuallyHidden } from '@nirmal/design-system';
import { MapFrame } from './LocalityMap.styles.ts';

/** The map's place while its code or its basemap loads: the map's own box, so nothing moves when it comes. */
export function LoadingMap() {
  return (
    <MapFrame aria-busy="true">
      <VisuallyHidden>Loading the map</VisuallyHidden>
      <Skeleton shape="rect" height="100%" />
    </MapFrame>
  );
}
