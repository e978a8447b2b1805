import type { ComponentPropsWithRef } from 'react';
import { identity } from '../../internal/identity.ts';
import { SkeletonRoot } from './Skeleton.styles.ts';

export type SkeletonProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /** `text` is one line of body text; `rect` and `circle` fill the width and height given. @default 'text' */
  shape?: 'text' | 'rect' | 'circle';
  /** Any CSS length, e.g. `'60%'` or a size token from `theme.size`. @default '100%' */
  width?: string;
  /** Any CSS length; `text` takes the line height when omitted. @default undefined */
  height?: string;
};

/**
 * A placeholder while content loads. Decorative: the region that is loading says so with
 * `aria-busy` and a visually hidden label.
 */
export function Skeleton({ shape = 'text', width = '100%', height, style, ...rest }: SkeletonProps) {
  return (
    <SkeletonRoot
      aria-hidden="true"
      data-shape={shape}
      style={{ width, height, ...style }}
      {...rest}
      {...identity('Skeleton')}
    />
  );
}
