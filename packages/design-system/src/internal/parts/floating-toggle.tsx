import type { ComponentPropsWithRef, MouseEvent, ReactElement } from 'react';
import { FloatingToggleRoot } from './floating-toggle.styles.ts';
import { useControllableState } from '../hooks/useControllableState.ts';
import { identity } from '../identity.ts';

export type FloatingToggleProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'type'> & {
  /** Whether its panel is open (controlled). @default undefined */
  open?: boolean;
  /** Whether it starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called with the new state on every press. @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** Accessible name; the same in both states, `aria-expanded` tells which. */
  label?: string;
};

/** The round floating button that opens and closes a panel, showing one icon for each state. */
export function FloatingToggle({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  label,
  onClick,
  name,
  variant,
  closedIcon,
  openIcon,
  ...rest
}: FloatingToggleProps & {
  /** The component's name, for its root's identity. */
  name: string;
  variant: 'primary' | 'secondary';
  closedIcon: ReactElement;
  openIcon: ReactElement;
}) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) setOpen(!open);
  };
  return (
    <FloatingToggleRoot
      type="button"
      aria-label={label}
      aria-expanded={open}
      data-variant={variant}
      data-size="lg"
      data-open={open || undefined}
      onClick={handleClick}
      {...rest}
      {...identity(name)}
    >
      {open ? openIcon : closedIcon}
    </FloatingToggleRoot>
  );
}
