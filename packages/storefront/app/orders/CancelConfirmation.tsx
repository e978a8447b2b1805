import { Button, Dialog } from '@nirmal/design-system';

/** "Cancel this order?": what happens to the money, then keep it or cancel it. */
export function CancelConfirmation({
  open,
  onOpenChange,
  paid,
  cancelling,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  paid: boolean;
  cancelling: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel this order?"
      description={
        paid
          ? 'We will refund what you paid to your original payment method; it reaches your account in 5 to 7 working days.'
          : 'Nothing was charged for this order, so there is nothing to refund.'
      }
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Keep order
          </Button>
          <Button variant="danger" loading={cancelling} onClick={onConfirm}>
            Yes, cancel order
          </Button>
        </>
      }
    />
  );
}
