import { useRef } from 'react';
import type { DialogContentProps } from '@radix-ui/react-dialog';

type AutoFocusHandlers = Pick<DialogContentProps, 'onOpenAutoFocus' | 'onCloseAutoFocus'>;

/**
 * Radix returns focus to its Trigger only; a modal opened from elsewhere (a menu, a parent's
 * `open`) would drop focus on the body. These handlers, for Radix Dialog Content, remember what
 * had focus on open and return focus there on close, after the caller's own handlers.
 */
export function useReturnFocusToOpener(
  hasTrigger: boolean,
  { onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers,
): Required<AutoFocusHandlers> {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      if (hasTrigger || event.defaultPrevented || !opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
