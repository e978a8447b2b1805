export { WarrantyLabel, type WarrantyLabelProps } from './WarrantyLabel.tsx';
