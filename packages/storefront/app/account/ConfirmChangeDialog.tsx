import { Button, Dialog, InlineAlert, OtpInput, Stack } from '@nirmal/design-system';
import type { PendingProfileChange } from '@nirmal/domain';
import { useRef, useState, type FormEvent } from 'react';

export interface ConfirmChangeDialogProps {
  change: PendingProfileChange;
  /** Checks the code; resolves with the message to show when it is refused, or nothing once it is right. */
  onConfirm: (otp: string) => Promise<string | undefined>;
  /** Sends a new code; resolves like onConfirm. */
  onResend: () => Promise<string | undefined>;
  onCancel: () => void;
}

const whatIsConfirmed = (change: PendingProfileChange) =>
  change.request.kind === 'email' ? 'your email address' : `${change.request.name} as a secondary user`;

/** The second step of a change that needs a code: the code sent to `sentTo`, checked by the server. */
export function ConfirmChangeDialog({ change, onConfirm, onResend, onCancel }: ConfirmChangeDialogProps) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<'confirm' | 'resend' | null>(null);
  const [resent, setResent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstBox = () => formRef.current?.querySelector('input')?.focus();

  async function run(kind: 'confirm' | 'resend', work: () => Promise<string | undefined>) {
    if (pending) return;
    setPending(kind);
    setError(undefined);
    const refused = await work();
    setPending(null);
    setError(refused);
    return refused;
  }

  const confirm = (event?: FormEvent) => {
    event?.preventDefault();
    if (otp.length < change.otpLength) {
      setError(`Enter the ${change.otpLength}-digit code.`);
      return;
    }
    void run('confirm', () => onConfirm(otp)).then((refused) => {
      // A refused code is cleared, so the next one is typed from the first box.
      if (!refused) return;
      setOtp('');
      focusFirstBox();
    });
  };

  const resend = () =>
    void run('resend', onResend).then((refused) => {
      if (refused) return;
      setOtp('');
      setResent(true);
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Enter the code"
      description={`To confirm ${whatIsConfirmed(change)}, enter the code we sent to ${change.sentTo}.`}
      size="sm"
      onOpenAutoFocus={(event) => {
        // Start in the code's first box rather than on the close button.
        event.preventDefault();
        focusFirstBox();
      }}
    >
      <form ref={formRef} noValidate onSubmit={confirm}>
        <Stack gap={4}>
          {resent && !error && <InlineAlert tone="success">A new code is on its way.</InlineAlert>}
          <OtpInput length={change.otpLength} value={otp} onChange={setOtp} label="Code" error={error} />
          <Stack direction="row" justify="between" align="center" wrap>
            <Button type="button" variant="tertiary" loading={pending === 'resend'} onClick={resend}>
              Send a new code
            </Button>
            <Button type="submit" loading={pending === 'confirm'}>
              Confirm
            </Button>
          </Stack>
        </Stack>
      </form>
    </Dialog>
  );
}
