export { PriceTag, type PriceTagProps } from './PriceTag.tsx';
export { discountPercent } from '@nirmal/format';
export { formatInr } from '@nirmal/format';
