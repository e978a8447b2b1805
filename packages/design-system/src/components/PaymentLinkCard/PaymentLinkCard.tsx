import { useId, useState, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import { formatDateTime } from '@nirmal/format';
import { identity } from '../../internal/identity.ts';
import { paymentLinkStatusLabels, type PaymentLinkStatus } from '../../vocabulary/index.ts';
import { Button } from '../Button/index.ts';
import { PriceTag } from '../PriceTag/index.ts';
import {
  PaymentLinkActions,
  PaymentLinkCardRoot,
  PaymentLinkCopied,
  PaymentLinkDetails,
  PaymentLinkHeader,
  PaymentLinkStatus as PaymentLinkStatusBadge,
  PaymentLinkTitle,
  PaymentLinkUrl,
} from './PaymentLinkCard.styles.ts';

/** Colour of each status, by what it means for the staff member: still to be paid, done, or over. */
const statusTones: Record<PaymentLinkStatus, 'info' | 'success' | 'warning' | 'neutral'> = {
  created: 'info',
  paid: 'success',
  expired: 'warning',
  cancelled: 'neutral',
  replaced: 'neutral',
};

export type PaymentLinkCardProps = Omit<ComponentPropsWithRef<'article'>, 'children'> & {
  /** What the link pays for, e.g. "Base plan for 1 year for Nirmal Aqua UV"; also the card's heading. */
  description: string;
  /** The amount the server priced, in rupees. */
  amount: number;
  /** Where the link stands. */
  status: PaymentLinkStatus;
  /** The customer it was sent to. */
  customerName: string;
  /** The number the SMS went to, masked, e.g. 90••••0001. */
  mobileMasked: string;
  /** The link the customer opens, e.g. https://nirmal.example/pay/plink_x7Yk2. */
  shortUrl: string;
  /** When it can no longer be paid, an ISO instant; shown in India time. */
  expiresAt: string;
  /** When it was paid, an ISO instant; shown once paid. @default null */
  paidAt?: string | null;
  /**
   * Called with the short URL on Copy link; once it resolves, the card says the link was copied
   * (a rejection says nothing). Without it there is no Copy button: the URL stays on the card to
   * select. @default undefined
   */
  onCopyLink?: (shortUrl: string) => void | Promise<unknown>;
  /**
   * Called on Resend. Resend and Cancel show only while the link awaits payment; they submit
   * (`name="intent"`, values `resend-link` and `cancel-link`), so inside a form they post without
   * JavaScript. @default undefined
   */
  onResend?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Called on Cancel. @default undefined */
  onCancel?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The action on its way, shown on its button. @default undefined */
  pendingAction?: 'resend' | 'cancel';
  /** Heading level, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Wording per status. @default paymentLinkStatusLabels */
  statusLabels?: Partial<Record<PaymentLinkStatus, string>>;
  /** @default 'Customer' */
  customerLabel?: string;
  /** Before the expiry of a link still to be paid, or of one that expired. @default 'Expires' */
  expiresLabel?: string;
  /** @default 'Paid on' */
  paidLabel?: string;
  /** @default 'Copy link' */
  copyLabel?: string;
  /** Announced once the link is copied. @default 'Link copied' */
  copiedText?: string;
  /** @default 'Resend SMS' */
  resendLabel?: string;
  /** @default 'Cancel link' */
  cancelLabel?: string;
  /** An extra line under the amount, e.g. what changed. @default undefined */
  note?: ReactNode;
};

/**
 * A payment link staff sent to a customer: what it pays for, the amount, where it stands, when it
 * expires, the short URL with Copy, and Resend and Cancel while it awaits payment.
 */
export function PaymentLinkCard({
  description,
  amount,
  status,
  customerName,
  mobileMasked,
  shortUrl,
  expiresAt,
  paidAt = null,
  onCopyLink,
  onResend,
  onCancel,
  pendingAction,
  headingLevel = 'h3',
  statusLabels,
  customerLabel = 'Customer',
  expiresLabel = 'Expires',
  paidLabel = 'Paid on',
  copyLabel = 'Copy link',
  copiedText = 'Link copied',
  resendLabel = 'Resend SMS',
  cancelLabel = 'Cancel link',
  note,
  ...rest
}: PaymentLinkCardProps) {
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const open = status === 'created';
  const copy = async () => {
    setCopied(false);
    try {
      await onCopyLink?.(shortUrl);
      setCopied(true);
    } catch {
      // Not copied (no clipboard here): the URL stays on the card to select.
    }
  };
  return (
    <PaymentLinkCardRoot
      aria-labelledby={titleId}
      data-status={status}
      {...rest}
      {...identity('PaymentLinkCard')}
    >
      <PaymentLinkHeader>
        <PaymentLinkTitle as={headingLevel} id={titleId}>
          {description}
        </PaymentLinkTitle>
        <PaymentLinkStatusBadge data-tone={statusTones[status]}>
          {statusLabels?.[status] ?? paymentLinkStatusLabels[status]}
        </PaymentLinkStatusBadge>
      </PaymentLinkHeader>
      <PriceTag price={amount} />
      {note}
      <PaymentLinkDetails>
        <div>
          <dt>{customerLabel}</dt>
          <dd>
            {customerName}, {mobileMasked}
          </dd>
        </div>
        {paidAt ? (
          <div>
            <dt>{paidLabel}</dt>
            <dd>
              <time dateTime={paidAt}>{formatDateTime(paidAt)}</time>
            </dd>
          </div>
        ) : (
          (open || status === 'expired') && (
            <div>
              <dt>{expiresLabel}</dt>
              <dd>
                <time dateTime={expiresAt}>{formatDateTime(expiresAt)}</time>
              </dd>
            </div>
          )
        )}
      </PaymentLinkDetails>
      <PaymentLinkUrl>{shortUrl}</PaymentLinkUrl>
      <PaymentLinkActions>
        {onCopyLink && (
          <Button variant="secondary" size="sm" onClick={() => void copy()} aria-describedby={titleId}>
            {copyLabel}
          </Button>
        )}
        {open &&
          (
            [
              { action: 'resend', variant: 'secondary', label: resendLabel, onClick: onResend },
              { action: 'cancel', variant: 'tertiary', label: cancelLabel, onClick: onCancel },
            ] as const
          ).map(({ action, variant, label, onClick }) => (
            <Button
              key={action}
              type="submit"
              name="intent"
              value={`${action}-link`}
              variant={variant}
              size="sm"
              loading={pendingAction === action}
              onClick={onClick}
              aria-describedby={titleId}
            >
              {label}
            </Button>
          ))}
        <PaymentLinkCopied role="status">{copied ? copiedText : ''}</PaymentLinkCopied>
      </PaymentLinkActions>
    </PaymentLinkCardRoot>
  );
}
