import * as RadixDialog from '@radix-ui/react-dialog';
import { type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import { CloseIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { ModalRoot } from '../../internal/parts/modal.tsx';
import { useReturnFocusToOpener } from '../../internal/hooks/useReturnFocusToOpener.ts';
import { IconButton } from '../IconButton/index.ts';
import {
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './Dialog.styles.ts';

export type DialogProps = Omit<ComponentPropsWithRef<typeof RadixDialog.Content>, 'title'> & {
  /** Whether it is open (controlled). @default undefined */
  open?: boolean;
  /** Whether it starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when it opens or asks to close (close button, Escape, outside click). @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it, e.g. a Button; focus returns to it on close. @default undefined */
  trigger?: ReactElement;
  /** The heading, and the dialog's accessible name. */
  title: ReactNode;
  /** A sentence under the title, and the dialog's accessible description. @default undefined */
  description?: ReactNode;
  /** Actions at the bottom, e.g. Cancel and Save buttons. @default undefined */
  footer?: ReactNode;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** Maximum width; on a 360 px screen every size takes the width less the margins. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
};

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape and the close button close it,
 * and focus returns to the trigger. `ref` and other props (including Radix Content's
 * `onEscapeKeyDown`, `onOpenAutoFocus`…) go to the dialog panel.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  footer,
  closeLabel = 'Close',
  size = 'md',
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: DialogProps) {
  const returnFocus = useReturnFocusToOpener(Boolean(trigger), { onOpenAutoFocus, onCloseAutoFocus });
  return (
    <ModalRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} trigger={trigger}>
      <DialogContent
        data-size={size}
        {...returnFocus}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
        {...identity('Dialog')}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <RadixDialog.Close asChild>
            <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" />
          </RadixDialog.Close>
        </DialogHeader>
        {description && <DialogDescription>{description}</DialogDescription>}
        {children && <DialogBody>{children}</DialogBody>}
        {footer && <DialogFooter>{footer}</DialogFooter>}
      </DialogContent>
    </ModalRoot>
  );
}
