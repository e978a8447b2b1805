import type { ComponentPropsWithRef, ReactNode } from 'react';
import { identity } from '../../internal/identity.ts';
import type { ButtonSize, ButtonVariant } from '../Button/index.ts';
import { IconButtonRoot } from './IconButton.styles.ts';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  /** What the button does; its accessible name, since the icon has no text. */
  label: string;
  /** The icon, e.g. `<CloseIcon />`. */
  icon: ReactNode;
  /** @default 'tertiary' */
  variant?: ButtonVariant;
  /** A square of the control height; every size keeps at least the 24 px target. @default 'md' */
  size?: ButtonSize;
  /** @default 'button' */
  type?: 'button' | 'submit' | 'reset';
};

/** A square button showing only an icon, named by `label`. */
export function IconButton({
  label,
  icon,
  variant = 'tertiary',
  size = 'md',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <IconButtonRoot
      type={type}
      aria-label={label}
      data-variant={variant}
      data-size={size}
      {...rest}
      {...identity('IconButton')}
    >
      {icon}
    </IconButtonRoot>
  );
}
