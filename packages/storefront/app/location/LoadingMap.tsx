import { Skeleton, VisuallyHidden } from '@nirmal/design-system';

/** The map's place while its code or its basemap loads. */
export function LoadingMap() {
  return (
    <div aria-busy="true">
      <VisuallyHidden>Loading the map</VisuallyHidden>
      <Skeleton shape="rect" height="22rem" />
    </div>
  );
}
