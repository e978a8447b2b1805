import * as RadixDialog from '@radix-ui/react-dialog';
import { type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import { CloseIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { ModalRoot } from '../../internal/parts/modal.tsx';
import { useReturnFocusToOpener } from '../../internal/hooks/useReturnFocusToOpener.ts';
import { IconButton } from '../IconButton/index.ts';
import {
  DrawerBody,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
} from './Drawer.styles.ts';

export type DrawerProps = Omit<ComponentPropsWithRef<typeof RadixDialog.Content>, 'title'> & {
  /** Whether it is open (controlled). @default undefined */
  open?: boolean;
  /** Whether it starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when it opens or asks to close (close button, Escape, backdrop click). @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it, e.g. a menu IconButton; focus returns to it on close. @default undefined */
  trigger?: ReactElement;
  /** The edge it slides in from. @default 'right' */
  side?: 'left' | 'right';
  /** The heading, and the drawer's accessible name. */
  title: ReactNode;
  /** A sentence under the header, and the accessible description. @default undefined */
  description?: ReactNode;
  /** Content pinned to the bottom, e.g. actions. @default undefined */
  footer?: ReactNode;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
};

/**
 * A modal side sheet (Radix Dialog): full height from the left or right edge, with a title, a
 * close button, a scrolling body and an optional footer. Focus is trapped, Escape and the
 * backdrop close it, and focus returns to the opener. `ref` and other props go to the panel.
 */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  side = 'right',
  title,
  description,
  footer,
  closeLabel = 'Close',
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: DrawerProps) {
  const returnFocus = useReturnFocusToOpener(Boolean(trigger), { onOpenAutoFocus, onCloseAutoFocus });
  return (
    <ModalRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} trigger={trigger}>
      <DrawerContent
        data-side={side}
        {...returnFocus}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
        {...identity('Drawer')}
      >
        <DrawerHeader>
          <DrawerTitle>{title}</DrawerTitle>
          <RadixDialog.Close asChild>
            <IconButton label={closeLabel} icon={<CloseIcon />} />
          </RadixDialog.Close>
        </DrawerHeader>
        {description && <DrawerDescription>{description}</DrawerDescription>}
        <DrawerBody>{children}</DrawerBody>
        {footer && <DrawerFooter>{footer}</DrawerFooter>}
      </DrawerContent>
    </ModalRoot>
  );
}
