export { ConsentBanner, type ConsentBannerProps } from './ConsentBanner.tsx';
