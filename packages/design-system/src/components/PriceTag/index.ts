export { PriceTag, type PriceTagProps } from './PriceTag.tsx';
export { discountPercent } from './discountPercent.ts';
export { formatInr } from '@nirmal/format';
