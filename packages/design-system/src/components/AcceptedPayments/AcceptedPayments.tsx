import { useId, type ComponentPropsWithRef } from 'react';
import { identity } from '../../internal/identity.ts';
import { AcceptedPaymentsRoot, PaymentMark, PaymentMarks, PaymentsTitle } from './AcceptedPayments.styles.ts';

/** The ways to pay that the payment providers (PayU, Razorpay) take. */
export const paymentMethodNames = ['upi', 'card', 'netbanking', 'wallet', 'emi', 'paylater'] as const;
export type PaymentMethodName = (typeof paymentMethodNames)[number];

export const paymentMethodLabels: Record<PaymentMethodName, string> = {
  upi: 'UPI',
  card: 'Credit and debit cards',
  netbanking: 'Net banking',
  wallet: 'Wallets',
  emi: 'EMI',
  paylater: 'Pay later',
};

export type AcceptedPaymentsProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The ways to pay taken, in the order shown. @default every one of `paymentMethodNames` */
  methods?: readonly PaymentMethodName[];
  /** The line before them, which also names their list. @default 'We accept' */
  title?: string;
};

/**
 * The ways to pay a shop takes (UPI, cards, net banking, wallets, EMI, pay later), as a labelled
 * row of marks: in the footer, and at checkout before the customer goes on to pay.
 */
export function AcceptedPayments({
  methods = paymentMethodNames,
  title = 'We accept',
  ...rest
}: AcceptedPaymentsProps) {
  const titleId = useId();
  if (methods.length === 0) return null;
  return (
    <AcceptedPaymentsRoot {...rest} {...identity('AcceptedPayments')}>
      <PaymentsTitle id={titleId}>{title}</PaymentsTitle>
      <PaymentMarks aria-labelledby={titleId}>
        {methods.map((method) => (
          <PaymentMark key={method} data-method={method}>
            {paymentMethodLabels[method]}
          </PaymentMark>
        ))}
      </PaymentMarks>
    </AcceptedPaymentsRoot>
  );
}
