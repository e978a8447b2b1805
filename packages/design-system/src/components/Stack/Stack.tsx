import type { ComponentPropsWithRef } from 'react';
import { identity } from '../../internal/identity.ts';
import type { SpaceStep } from '../../tokens/index.ts';
import { StackRoot } from './Stack.styles.ts';

export type StackProps = ComponentPropsWithRef<'div'> & {
  /** Main axis. `responsive` is a column at the 360 px base and a row from the md breakpoint up. @default 'column' */
  direction?: 'column' | 'row' | 'responsive';
  /** Space between children, a step of the space scale. @default 4 */
  gap?: SpaceStep;
  /** Cross-axis alignment. @default 'stretch' */
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  /** Main-axis distribution. @default 'start' */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Let children wrap onto new lines. @default false */
  wrap?: boolean;
  /** The element to render, for lists and landmarks. @default 'div' */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'li' | 'nav' | 'header' | 'footer' | 'form' | 'fieldset';
};

/** Lays its children out in one direction with a gap from the space scale. */
export function Stack({
  direction = 'column',
  gap = 4,
  align = 'stretch',
  justify = 'start',
  wrap = false,
  ...rest
}: StackProps) {
  return (
    <StackRoot
      data-direction={direction}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap || undefined}
      {...rest}
      {...identity('Stack')}
    />
  );
}
