import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { identity } from '../../internal/identity.ts';
import {
  ProgressBarFill,
  ProgressBarHeader,
  ProgressBarLabel,
  ProgressBarRoot,
  ProgressBarTrack,
  ProgressBarValue,
} from './ProgressBar.styles.ts';

export type ProgressBarProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** What is progressing; the bar's accessible name. @default 'Loading' */
  label?: ReactNode;
  /** Keep the label for assistive technology only. @default false */
  hideLabel?: boolean;
  /** Progress between `min` and `max`; leave it out while the amount is unknown (indeterminate). @default undefined */
  value?: number;
  /** @default 0 */
  min?: number;
  /** @default 100 */
  max?: number;
  /**
   * The value as read and shown, e.g. "2 of 3 documents"; percent by default. Not used while
   * indeterminate.
   * @default (value, min, max) => `${percent}%`
   */
  valueText?: (value: number, min: number, max: number) => string;
  /** Show `valueText` next to the label. @default true */
  showValue?: boolean;
  /** Colour of the fill: `success` once something is complete. @default 'brand' */
  tone?: 'brand' | 'success';
  /** Bar thickness. @default 'md' */
  size?: 'sm' | 'md';
};

const percentOf = (value: number, min: number, max: number) =>
  max > min ? Math.min(100, Math.max(0, ((value - min) / (max - min)) * 100)) : 0;

const defaultValueText = (value: number, min: number, max: number) =>
  `${Math.round(percentOf(value, min, max))}%`;

/**
 * How far a task has got: an upload, a multi-step form, an AMC's term used. Without `value` it is
 * indeterminate (moving only when the customer has not asked for reduced motion).
 */
export function ProgressBar({
  label = 'Loading',
  hideLabel = false,
  value,
  min = 0,
  max = 100,
  valueText = defaultValueText,
  showValue = true,
  tone = 'brand',
  size = 'md',
  ...rest
}: ProgressBarProps) {
  const id = useId();
  const determinate = value !== undefined;
  const text = determinate ? valueText(value, min, max) : undefined;
  return (
    <ProgressBarRoot
      role="progressbar"
      aria-labelledby={`${id}-label`}
      aria-valuenow={determinate ? value : undefined}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuetext={text}
      aria-busy={determinate ? undefined : true}
      data-indeterminate={determinate ? undefined : true}
      data-tone={tone}
      data-size={size}
      data-hide-label={hideLabel || undefined}
      {...rest}
      {...identity('ProgressBar')}
    >
      <ProgressBarHeader>
        <ProgressBarLabel id={`${id}-label`}>{label}</ProgressBarLabel>
        {determinate && showValue && <ProgressBarValue aria-hidden="true">{text}</ProgressBarValue>}
      </ProgressBarHeader>
      <ProgressBarTrack>
        <ProgressBarFill style={determinate ? { inlineSize: `${percentOf(value, min, max)}%` } : undefined} />
      </ProgressBarTrack>
    </ProgressBarRoot>
  );
}
