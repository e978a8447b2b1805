import { Button, Dialog, InlineAlert, Link, Stack } from '@nirmal/design-system';
import { formatInrFromPaise } from '@nirmal/domain';
import type { PaymentLink } from '@nirmal/domain/contract';
import { useRef } from 'react';
import { Form } from 'react-router';

type CancelledLink = Pick<PaymentLink, 'linkId' | 'customerName' | 'amountPaise' | 'description'>;

const QUESTION = 'Cancel this link?';
const KEEP = 'Keep the link';
const CANCEL = 'Cancel link';

const consequence = (link: CancelledLink) =>
  `${link.customerName} will no longer be able to pay ${formatInrFromPaise(link.amountPaise)} for ${link.description}. To take the payment later, send a new link.`;

/** What a Cancel confirmed posts: the server cancels a link only when the post says it was asked. */
export const confirmedCancel = (linkId: string) => ({ intent: 'cancel-link', linkId, confirmed: 'yes' });

/** Asks before a link is cancelled, which cannot be undone; keeping it is the first choice. */
export function ConfirmCancelLinkDialog({
  link,
  onConfirm,
  onKeep,
}: {
  link: CancelledLink;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onKeep();
      }}
      title={QUESTION}
      description={consequence(link)}
      size="sm"
      onOpenAutoFocus={(event) => {
        // Start on the safe choice rather than the close button: Enter keeps the link.
        event.preventDefault();
        keep.current?.focus();
      }}
      footer={
        <Stack direction="row" justify="end" gap={2} wrap>
          <Button ref={keep} variant="secondary" onClick={onKeep}>
            {KEEP}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {CANCEL}
          </Button>
        </Stack>
      }
    />
  );
}

/**
 * The same question on the page, for a Cancel posted before the JavaScript arrived: keeping the
 * link opens the page again, cancelling posts the confirmed cancel.
 */
export function ConfirmCancelLinkForm({ link, keepHref }: { link: CancelledLink; keepHref: string }) {
  return (
    <Form method="post" preventScrollReset aria-label={QUESTION}>
      {Object.entries(confirmedCancel(link.linkId)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <InlineAlert
        tone="warning"
        title={QUESTION}
        action={
          <Stack direction="row" gap={2} wrap align="center">
            <Link href={keepHref} variant="standalone">
              {KEEP}
            </Link>
            <Button type="submit" variant="danger" size="sm">
              {CANCEL}
            </Button>
          </Stack>
        }
      >
        {consequence(link)}
      </InlineAlert>
    </Form>
  );
}
