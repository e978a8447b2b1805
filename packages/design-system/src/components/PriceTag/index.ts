export { PriceTag, type PriceTagProps } from './PriceTag.tsx';
export { discountPercent, formatInr } from './formatInr.ts';
