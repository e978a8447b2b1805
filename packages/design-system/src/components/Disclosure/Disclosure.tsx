import { useEffect, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ChevronRightIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { breakpoints } from '../../tokens/index.ts';
import { DisclosureContent, DisclosureRoot, DisclosureSummary } from './Disclosure.styles.ts';

export type DisclosureProps = Omit<ComponentPropsWithRef<'details'>, 'open' | 'onToggle'> & {
  /** What the closed disclosure says: a short line that tells what opening it shows. */
  summary: ReactNode;
  /** What opening it shows. Lazy content can render only while `open`. */
  children: ReactNode;
  /** Open, when the parent owns the state. @default undefined */
  open?: boolean;
  /** Open at first, when the disclosure owns its state. @default false */
  defaultOpen?: boolean;
  /** Called with the new state when the customer opens or closes it. @default undefined */
  onOpenChange?: (open: boolean) => void;
  /**
   * From this width up the content always shows and the summary is not drawn: filters that are a
   * column beside the results on a desktop and fold away on a phone. @default undefined
   */
  alwaysOpenFrom?: 'md' | 'lg';
};

/**
 * A summary line that opens to show more (a native `<details>`, so it works before the JavaScript
 * and keyboards and screen readers know it): an exchange offer folded until asked for, filters on a
 * phone. Form fields inside are sent with their form whether it is open or not.
 */
export function Disclosure({
  summary,
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  alwaysOpenFrom,
  ...rest
}: DisclosureProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  // Where it always shows, it is open too, for what reads the state (screen readers, lazy content).
  useEffect(() => {
    if (alwaysOpenFrom && window.matchMedia(`(min-width: ${breakpoints[alwaysOpenFrom]})`).matches)
      setOpen(true);
  }, [alwaysOpenFrom, setOpen]);
  return (
    <DisclosureRoot
      open={open}
      onToggle={(event) => {
        if (event.currentTarget.open !== open) setOpen(event.currentTarget.open);
      }}
      data-always-open-from={alwaysOpenFrom}
      {...rest}
      {...identity('Disclosure')}
    >
      <DisclosureSummary>
        <span>{summary}</span>
        <ChevronRightIcon />
      </DisclosureSummary>
      <DisclosureContent>{children}</DisclosureContent>
    </DisclosureRoot>
  );
}
