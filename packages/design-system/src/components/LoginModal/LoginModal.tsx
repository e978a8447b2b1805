import type { ReactNode } from 'react';
import type { DialogProps } from '../Dialog/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { LoginForm, type LoginFormProps } from './LoginForm.tsx';

export type LoginModalProps = LoginFormProps &
  Pick<DialogProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger' | 'closeLabel' | 'size'> & {
    /** The dialog's heading and accessible name. @default 'Sign in' */
    title?: ReactNode;
  };

/**
 * Focus starts in the form's first field, once the dialog has noted what had the focus before (a
 * field focusing itself as it mounts would come first, and leave nothing to return the focus to).
 */
function focusFirstField(event: Event) {
  event.preventDefault();
  (event.currentTarget as HTMLElement).querySelector<HTMLElement>('input')?.focus();
}

/**
 * Sign-in by OTP in a modal dialog (Radix: focus trap, Escape closes, focus returns to the
 * opener). The shell shows it only when logged out. Focus starts in the mobile field; `ref` and
 * other props go to the form inside (`LoginForm`, which the /login page uses on its own).
 */
export function LoginModal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  closeLabel,
  size = 'sm',
  title = 'Sign in',
  ...formProps
}: LoginModalProps) {
  return (
    <Dialog
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      closeLabel={closeLabel}
      size={size}
      title={title}
      onOpenAutoFocus={focusFirstField}
    >
      <LoginForm {...formProps} />
    </Dialog>
  );
}
