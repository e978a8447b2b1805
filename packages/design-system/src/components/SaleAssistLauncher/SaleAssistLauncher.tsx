import { ChatIcon, ChevronDownIcon } from '../../icons/index.tsx';
import { FloatingToggle, type FloatingToggleProps } from '../../internal/parts/floating-toggle.tsx';

export type SaleAssistLauncherProps = FloatingToggleProps & {
  /** Accessible name; the same in both states, `aria-expanded` tells which. @default 'Talk to a sales expert' */
  label?: string;
};

/**
 * The floating sale-assist toggle: a chat icon while the panel is closed, a down arrow
 * while it is open. Pass the panel's id as `aria-controls`. Goes in `FloatingActions`' `saleAssist`.
 */
export function SaleAssistLauncher({ label = 'Talk to a sales expert', ...rest }: SaleAssistLauncherProps) {
  return (
    <FloatingToggle
      {...rest}
      label={label}
      name="SaleAssistLauncher"
      variant="primary"
      closedIcon={<ChatIcon data-state="closed" />}
      openIcon={<ChevronDownIcon data-state="open" />}
    />
  );
}
