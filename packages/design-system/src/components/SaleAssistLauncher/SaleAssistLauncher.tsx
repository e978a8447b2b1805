import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { ChatIcon, ChevronDownIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { SaleAssistLauncherRoot } from './SaleAssistLauncher.styles.ts';

export type SaleAssistLauncherProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'type'> & {
  /** Whether the sale-assist panel is open (controlled). @default undefined */
  open?: boolean;
  /** Whether it starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called with the new state on every press. @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** Accessible name; the same in both states, `aria-expanded` tells which. @default 'Talk to a sales expert' */
  label?: string;
};

/**
 * The floating sale-assist toggle: a chat icon while the panel is closed, a down arrow
 * while it is open. Pass the panel's id as `aria-controls`. Goes in `FloatingActions`' `saleAssist`.
 */
export function SaleAssistLauncher({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  label = 'Talk to a sales expert',
  onClick,
  ...rest
}: SaleAssistLauncherProps) {
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
      data-variant="primary"
      data-size="lg"
      data-open={open || undefined}
      onClick={handleClick}
      {...rest}
      {...identity('SaleAssistLauncher')}
    >
      {open ? <ChevronDownIcon data-state="open" /> : <ChatIcon data-state="closed" />}
    </SaleAssistLauncherRoot>
  );
}
