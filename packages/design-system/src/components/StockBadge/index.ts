export { StockBadge, type StockBadgeProps } from './StockBadge.tsx';
