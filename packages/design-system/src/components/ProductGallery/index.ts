export { ProductGallery, type ProductGalleryImage, type ProductGalleryProps } from './ProductGallery.tsx';
