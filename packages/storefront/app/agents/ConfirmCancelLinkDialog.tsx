import { Button, Dialog, Stack } from '@nirmal/design-system';
import { formatInrFromPaise } from '@nirmal/domain';
import type { PaymentLink } from '@nirmal/domain/contract';

/** Asks before a link is cancelled, which cannot be undone; keeping it is the first choice. */
export function ConfirmCancelLinkDialog({
  link,
  onConfirm,
  onKeep,
}: {
  link: Pick<PaymentLink, 'customerName' | 'amountPaise' | 'description'>;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onKeep();
      }}
      title="Cancel this link?"
      description={`${link.customerName} will no longer be able to pay ${formatInrFromPaise(link.amountPaise)} for ${link.description}. To take the payment later, send a new link.`}
      size="sm"
      footer={
        <Stack direction="row" justify="end" gap={2} wrap>
          <Button variant="secondary" onClick={onKeep}>
            Keep the link
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            Cancel link
          </Button>
        </Stack>
      }
    />
  );
}
