export { SearchOverlay, type SearchOverlayProps, type SearchResult } from './SearchOverlay.tsx';
