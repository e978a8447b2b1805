export { FilterChips, type FilterChip, type FilterChipsProps } from './FilterChips.tsx';
