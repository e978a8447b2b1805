export { NavigationProvider, useLinkClick, type NavigationProviderProps } from './NavigationProvider.tsx';
