import { Button, Dialog, InlineAlert, Stack } from '@nirmal/design-system';
import { useRef, useState } from 'react';

export interface ConfirmRemovalDialogProps {
  /** The question, e.g. "Remove secondary user?"; the dialog's name. */
  title: string;
  /** What removing does, in a sentence. */
  description: string;
  /** @default 'Remove' */
  confirmLabel?: string;
  /** Removes; resolves with the message to show when it is refused, or nothing once it is done. */
  onConfirm: () => Promise<string | undefined>;
  onCancel: () => void;
  /**
   * Where the focus goes once the removal is done: the button that opened the dialog went with
   * what it removed. @default undefined (the page's start)
   */
  focusAfterRemoval?: () => HTMLElement | null;
}

/** Asks before something of the account is removed; Cancel (first, and focused) changes nothing. */
export function ConfirmRemovalDialog({
  title,
  description,
  confirmLabel = 'Remove',
  onConfirm,
  onCancel,
  focusAfterRemoval,
}: ConfirmRemovalDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const removed = useRef(false);

  async function confirm() {
    if (pending) return;
    setPending(true);
    setError(undefined);
    const refused = await onConfirm();
    removed.current = refused === undefined;
    setPending(false);
    setError(refused);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={title}
      description={description}
      size="sm"
      onCloseAutoFocus={(event) => {
        const target = removed.current ? focusAfterRemoval?.() : null;
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      footer={
        <Stack direction="row" justify="end" gap={2} wrap>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" loading={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Stack>
      }
    >
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
    </Dialog>
  );
}
