export { MapLocator, type MapLocatorProps } from './MapLocator.tsx';
export type { LatLng } from './mapTiles.ts';
