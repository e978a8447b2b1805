export { ProductAssurances, type ProductAssurancesProps } from './ProductAssurances.tsx';
