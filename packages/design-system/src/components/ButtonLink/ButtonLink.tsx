import type { ComponentPropsWithRef, ReactNode } from 'react';
import { identity } from '../../internal/identity.ts';
import { useLinkClick } from '../../navigation/index.ts';
import { ButtonRoot } from '../Button/Button.styles.ts';
import type { ButtonSize, ButtonVariant } from '../Button/index.ts';

export type ButtonLinkProps = ComponentPropsWithRef<'a'> & {
  /** Where it goes: a same-site path (`/amc-plans/?id=…`) or a full address. */
  href: string;
  /** Emphasis, as a Button's: one `primary` per view. @default 'primary' */
  variant?: Exclude<ButtonVariant, 'danger'>;
  /** Height and type size, as a Button's. @default 'md' */
  size?: ButtonSize;
  /** Icon before the label. @default undefined */
  startIcon?: ReactNode;
  /** Icon after the label. @default undefined */
  endIcon?: ReactNode;
  /** Fill the width of the container, as on the 360 px layout's main action. @default false */
  fullWidth?: boolean;
};

/**
 * Navigation that is a page's main next step ("Renew plan", "Choose a plan"): a real `<a href>`
 * that looks like a Button, so it works before hydration and opens in a new tab on middle-click.
 * Same-site clicks go through the app's router when a `NavigationProvider` is present.
 */
export function ButtonLink({
  href,
  variant = 'primary',
  size = 'md',
  startIcon,
  endIcon,
  fullWidth = false,
  onClick,
  children,
  ...rest
}: ButtonLinkProps) {
  const handleClick = useLinkClick(href, onClick);
  return (
    <ButtonRoot
      as="a"
      href={href}
      onClick={handleClick}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      {...rest}
      {...identity('ButtonLink')}
    >
      {startIcon}
      {children}
      {endIcon}
    </ButtonRoot>
  );
}
