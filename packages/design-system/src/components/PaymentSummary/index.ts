export { PaymentSummary, type PaymentSummaryDiscount, type PaymentSummaryProps } from './PaymentSummary.tsx';
