import { Button, InlineAlert } from '@nirmal/design-system';
import { locationQueries } from '@nirmal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { LoadingMap } from '../location/LoadingMap.tsx';
import { useClients } from '../state/app-state.tsx';
import type { StoreMapProps } from './StoreMap.tsx';

const loadStoreMap = () => import('./StoreMap.tsx');

// The map library and its styles are the heaviest code a store page could have: they load when the
// visitor asks for the map, never with the page.
const StoreMap = lazy(() => loadStoreMap().then((module) => ({ default: module.StoreMap })));

type StorePoint = Omit<StoreMapProps, 'basemap'>;

function LoadedStoreMap(store: StorePoint) {
  const { location } = useClients();
  const basemap = useQuery(locationQueries.basemap(location));
  if (basemap.isError)
    return (
      <InlineAlert tone="warning">
        The map could not be loaded. Get directions above, or try again later.
      </InlineAlert>
    );
  if (!basemap.data) return <LoadingMap />;
  return (
    <Suspense fallback={<LoadingMap />}>
      <StoreMap {...store} basemap={basemap.data} />
    </Suspense>
  );
}

/**
 * A store's map, drawn when the visitor asks for it. Its code, the map library and the basemap start
 * loading as the visitor reaches for the button (pointer over it, or focus), so it draws at once.
 */
export function StoreMapSection(store: StorePoint) {
  const [shown, setShown] = useState(false);
  const { location } = useClients();
  const queryClient = useQueryClient();
  const preload = () => {
    void loadStoreMap().then(() => import('leaflet'));
    void queryClient.prefetchQuery(locationQueries.basemap(location));
  };
  return shown ? (
    <LoadedStoreMap {...store} />
  ) : (
    <div>
      <Button variant="secondary" onClick={() => setShown(true)} onPointerEnter={preload} onFocus={preload}>
        Show map
      </Button>
    </div>
  );
}
