import type { ComponentPropsWithRef, ReactNode } from 'react';
import { identity } from '../internal/identity.ts';

export type IconProps = Omit<ComponentPropsWithRef<'svg'>, 'children'> & {
  /**
   * What the icon means, when nothing next to it says so. Without a title the icon is decorative
   * and hidden from assistive technology.
   * @default undefined
   */
  title?: string;
};

/** A 24-unit line icon that takes the current text colour and is 1em square unless sized. */
export function createIcon(name: string, shapes: ReactNode) {
  function Icon({ title, ...rest }: IconProps) {
    const meaning = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
    return (
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...meaning}
        {...rest}
        {...identity(name)}
      >
        {shapes}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
