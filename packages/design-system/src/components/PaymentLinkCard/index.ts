export { PaymentLinkCard, type PaymentLinkCardProps } from './PaymentLinkCard.tsx';
