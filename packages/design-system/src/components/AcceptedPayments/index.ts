export {
  AcceptedPayments,
  paymentMethodLabels,
  paymentMethodNames,
  type AcceptedPaymentsProps,
  type PaymentMethodName,
} from './AcceptedPayments.tsx';
