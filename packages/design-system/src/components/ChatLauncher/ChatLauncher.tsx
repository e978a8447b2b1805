import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { ChatIcon, CloseIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { SaleAssistLauncherRoot } from '../SaleAssistLauncher/SaleAssistLauncher.styles.ts';

export type ChatLauncherProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'type'> & {
  /** Whether the chat is open (controlled). @default undefined */
  open?: boolean;
  /** Whether it starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called with the new state on every press. @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** Accessible name; the same in both states, `aria-expanded` tells which. @default 'Chat with us' */
  label?: string;
};

/**
 * The floating chat toggle: a speech bubble while the chat is closed, a cross while it is open.
 * Pass the chat's id as `aria-controls`. Goes in `FloatingActions`' `chat`.
 */
export function ChatLauncher({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  label = 'Chat with us',
  onClick,
  ...rest
}: ChatLauncherProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) setOpen(!open);
  };
  return (
    <SaleAssistLauncherRoot
      type="button"
      aria-label={label}
      aria-expanded={open}
      data-variant="secondary"
      data-size="lg"
      data-open={open || undefined}
      onClick={handleClick}
      {...rest}
      {...identity('ChatLauncher')}
    >
      {open ? <CloseIcon data-state="open" /> : <ChatIcon data-state="closed" />}
    </SaleAssistLauncherRoot>
  );
}
