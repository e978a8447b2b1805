export { PaymentOutcome, type PaymentOutcomeProps, type PaymentOutcomeVariant } from './PaymentOutcome.tsx';
