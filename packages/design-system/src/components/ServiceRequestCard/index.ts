export { ServiceRequestCard, type ServiceRequestCardProps } from './ServiceRequestCard.tsx';
