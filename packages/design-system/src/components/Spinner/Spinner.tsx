import type { ComponentPropsWithRef } from 'react';
import { identity } from '../../internal/identity.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { SpinnerArc, SpinnerRoot } from './Spinner.styles.ts';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export type SpinnerProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /** @default 'md' */
  size?: SpinnerSize;
  /**
   * What is loading, announced politely. `null` when the spinner only decorates a control that
   * already says it is busy (a loading Button).
   * @default 'Loading'
   */
  label?: string | null;
};

/** An indeterminate progress indicator in the current text colour. */
export function Spinner({ size = 'md', label = 'Loading', ...rest }: SpinnerProps) {
  const announced = label !== null;
  return (
    <SpinnerRoot
      role={announced ? 'status' : undefined}
      aria-hidden={announced ? undefined : true}
      data-size={size}
      {...rest}
      {...identity('Spinner')}
    >
      <SpinnerArc viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" />
      </SpinnerArc>
      {announced && <VisuallyHidden>{label}</VisuallyHidden>}
    </SpinnerRoot>
  );
}
