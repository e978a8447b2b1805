import { useId, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import { describedBy } from '../../internal/accessibility/describedBy.ts';
import { identity } from '../../internal/identity.ts';
import { Spinner } from '../Spinner/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { ButtonRoot } from './Button.styles.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  /** Emphasis: one `primary` per view; `danger` for actions that destroy or cannot be undone. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and type size. Every size keeps at least the 24 px target. @default 'md' */
  size?: ButtonSize;
  /**
   * Shows a spinner, sets `aria-busy` and announces `loadingLabel`, and ignores clicks while
   * keeping focus on the button (a disabled button would drop it).
   * @default false
   */
  loading?: boolean;
  /**
   * What a screen reader announces while `loading`, and reads as the button's description; `null`
   * when a status beside the button already says what is happening.
   * @default 'Loading'
   */
  loadingLabel?: string | null;
  /** Icon before the label; replaced by the spinner while loading. @default undefined */
  startIcon?: ReactNode;
  /** Icon after the label. @default undefined */
  endIcon?: ReactNode;
  /** Fill the width of the container, as on the 360 px layout's main action. @default false */
  fullWidth?: boolean;
  /** A plain button unless it submits a form. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
};

/** Starts an action. Use a link for navigation. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel = 'Loading',
  startIcon,
  endIcon,
  fullWidth = false,
  type = 'button',
  onClick,
  children,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: ButtonProps) {
  const statusId = useId();
  const announced = loading && loadingLabel !== null;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  // The status sits beside the button: a button's content is presentational, so a live region
  // inside it would not be announced.
  return (
    <>
      <ButtonRoot
        type={type}
        data-variant={variant}
        data-size={size}
        data-full-width={fullWidth || undefined}
        aria-busy={loading || undefined}
        aria-disabled={loading || undefined}
        aria-describedby={describedBy(announced && statusId, ariaDescribedBy)}
        onClick={handleClick}
        {...rest}
        {...identity('Button')}
      >
        {loading ? <Spinner size="sm" label={null} /> : startIcon}
        {children}
        {endIcon}
      </ButtonRoot>
      {announced && (
        <VisuallyHidden id={statusId} role="status">
          {loadingLabel}
        </VisuallyHidden>
      )}
    </>
  );
}
