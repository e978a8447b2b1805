import { Stack } from '@nirmal/design-system';
import { LOCAL_STORAGE_KEYS, recentlyViewed } from '@nirmal/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { ProductGrid } from './ProductGrid.tsx';

const onStorage = (changed: () => void) => {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
};
const storedList = () => window.localStorage.getItem(LOCAL_STORAGE_KEYS.recentlyViewed);
// The server knows nothing of the browser's storage: the section appears once the page hydrates.
const nothingStored = () => null;

/** Products this browser viewed lately (§3), kept up to date when another tab views one. */
export function RecentlyViewed() {
  const stored = useSyncExternalStore(onStorage, storedList, nothingStored);
  const products = useMemo(() => (stored === null ? [] : recentlyViewed.load(window.localStorage)), [stored]);
  if (products.length === 0) return null;
  return (
    <Stack as="section" gap={3} aria-labelledby="recently-viewed">
      <h2 id="recently-viewed">Recently viewed</h2>
      <ProductGrid products={products} headingLevel="h3" />
    </Stack>
  );
}
