export { OrderCard, type OrderCardItem, type OrderCardProps, type OrderStatusTone } from './OrderCard.tsx';
