import type { ComponentPropsWithRef } from 'react';
import { identity } from '../../internal/identity.ts';
import { VisuallyHiddenRoot } from './VisuallyHidden.styles.ts';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for assistive technology only, such as a label for an icon-only control. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <VisuallyHiddenRoot {...props} {...identity('VisuallyHidden')} />;
}
