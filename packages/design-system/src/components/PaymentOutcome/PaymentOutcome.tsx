import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { formatInr } from '@nirmal/format';
import { CheckCircleIcon, ErrorIcon, WarningIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useLinkClick } from '../../navigation/index.ts';
import { Button } from '../Button/index.ts';
import {
  OutcomeActions,
  OutcomeDetails,
  OutcomeIcon,
  OutcomeLink,
  OutcomeMessage,
  OutcomeTitle,
  PaymentOutcomeRoot,
} from './PaymentOutcome.styles.ts';

/** Which payment outcome page: /payment/success/, /payment/failure/ or /payment/orderfailed. */
export type PaymentOutcomeVariant = 'success' | 'failure' | 'orderFailed';

export type PaymentOutcomeProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  /** The outcome. */
  variant: PaymentOutcomeVariant;
  /** The order's number, when there is one. @default undefined */
  orderId?: string;
  /** Amount paid or attempted, in rupees. @default undefined */
  amount?: number;
  /** The heading. @default by variant: 'Payment successful', 'Payment failed', 'We could not place your order' */
  title?: ReactNode;
  /** The explanation under the heading. @default by variant (see the stories) */
  message?: ReactNode;
  /** Level of the heading: the outcome is usually the page's main heading. @default 'h1' */
  headingLevel?: 'h1' | 'h2';
  /** Called by Retry payment (shown when the outcome is not a success). @default undefined */
  onRetry?: () => void;
  /** Retry is running. @default false */
  retrying?: boolean;
  /** The order's page, for View order. @default undefined */
  orderHref?: string;
  /** The home page, for Go to home. @default '/' */
  homeHref?: string | null;
  /** Called when View order or Go to home is clicked. @default undefined */
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** @default 'Order ID' */
  orderIdLabel?: string;
  /** @default by variant: 'Amount paid', otherwise 'Amount' */
  amountLabel?: string;
  /** @default 'Retry payment' */
  retryLabel?: string;
  /** @default 'View order' */
  viewOrderLabel?: string;
  /** @default 'Go to home' */
  homeLabel?: string;
};

const titles: Record<PaymentOutcomeVariant, string> = {
  success: 'Payment successful',
  failure: 'Payment failed',
  orderFailed: 'We could not place your order',
};

const messages: Record<PaymentOutcomeVariant, string> = {
  success: 'Thank you! Your order has been placed. We will send the details by SMS and email.',
  failure:
    'Your payment could not be completed. If money was deducted from your account, it will be refunded.',
  orderFailed:
    'Something went wrong while placing your order. If money was deducted from your account, it will be refunded.',
};

const icons: Record<PaymentOutcomeVariant, ReactNode> = {
  success: <CheckCircleIcon />,
  failure: <ErrorIcon />,
  orderFailed: <WarningIcon />,
};

/**
 * The page after a payment: success, payment failed, or paid but the order could not be placed.
 * Shows the order number and amount, and the next steps (retry, view order, home).
 */
export function PaymentOutcome({
  variant,
  orderId,
  amount,
  title = titles[variant],
  message = messages[variant],
  headingLevel = 'h1',
  onRetry,
  retrying = false,
  orderHref,
  homeHref = '/',
  onLinkClick,
  orderIdLabel = 'Order ID',
  amountLabel = variant === 'success' ? 'Amount paid' : 'Amount',
  retryLabel = 'Retry payment',
  viewOrderLabel = 'View order',
  homeLabel = 'Go to home',
  ...rest
}: PaymentOutcomeProps) {
  const handleOrderClick = useLinkClick(orderHref, onLinkClick);
  const handleHomeClick = useLinkClick(homeHref ?? undefined, onLinkClick);
  const success = variant === 'success';
  const showRetry = !success && onRetry;
  return (
    <PaymentOutcomeRoot data-variant={variant} {...rest} {...identity('PaymentOutcome')}>
      <OutcomeIcon>{icons[variant]}</OutcomeIcon>
      <OutcomeTitle as={headingLevel}>{title}</OutcomeTitle>
      {message && <OutcomeMessage>{message}</OutcomeMessage>}
      {(orderId || amount !== undefined) && (
        <OutcomeDetails>
          {orderId && (
            <div>
              <dt>{orderIdLabel}</dt>
              <dd>{orderId}</dd>
            </div>
          )}
          {amount !== undefined && (
            <div>
              <dt>{amountLabel}</dt>
              <dd>{formatInr(amount)}</dd>
            </div>
          )}
        </OutcomeDetails>
      )}
      <OutcomeActions>
        {showRetry && (
          <Button loading={retrying} onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
        {orderHref && (
          <OutcomeLink
            as="a"
            href={orderHref}
            onClick={handleOrderClick}
            data-variant={success ? 'primary' : 'secondary'}
            data-size="md"
          >
            {viewOrderLabel}
          </OutcomeLink>
        )}
        {homeHref && (
          <OutcomeLink
            as="a"
            href={homeHref}
            onClick={handleHomeClick}
            data-variant={
              success && !orderHref ? 'primary' : showRetry || orderHref ? 'tertiary' : 'secondary'
            }
            data-size="md"
          >
            {homeLabel}
          </OutcomeLink>
        )}
      </OutcomeActions>
    </PaymentOutcomeRoot>
  );
}
