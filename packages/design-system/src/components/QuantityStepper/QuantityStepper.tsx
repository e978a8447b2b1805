import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { MinusIcon, PlusIcon } from '../../icons/actions.tsx';
import { identity } from '../../internal/identity.ts';
import { FieldHint } from '../../internal/styles/field.tsx';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { IconButton } from '../IconButton/index.ts';
import { clampQuantity, parseQuantity } from './quantity.ts';
import {
  QuantityStepperControls,
  QuantityStepperInput,
  QuantityStepperLabel,
  QuantityStepperRoot,
} from './QuantityStepper.styles.ts';

export type QuantityStepperProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'size' | 'type'
> & {
  /** The quantity (controlled). @default undefined */
  value?: number;
  /** The quantity to start with (uncontrolled). @default min */
  defaultValue?: number;
  /** Called with the new quantity, always within `min` and `max`. @default undefined */
  onChange?: (value: number) => void;
  /** The smallest quantity; the − button is disabled there. @default 1 */
  min?: number;
  /** The largest quantity, e.g. the stock left; the + button is disabled there. @default undefined */
  max?: number;
  /** The input's label. @default 'Quantity' */
  label?: ReactNode;
  /** Keep the label for assistive technology only, e.g. in a cart row. @default false */
  hideLabel?: boolean;
  /** Accessible name of the − button. @default 'Decrease quantity' */
  decreaseLabel?: string;
  /** Accessible name of the + button. @default 'Increase quantity' */
  increaseLabel?: string;
  /**
   * Said under the stepper when a number above `max` is typed (it is then brought down to `max`),
   * until the quantity changes again. @default (max) => `You can buy at most ${max}.`
   */
  aboveMaxMessage?: (max: number) => ReactNode;
  /** Height of the buttons and the input. @default 'md' */
  size?: 'sm' | 'md';
  /** Class of the wrapper. @default undefined */
  className?: string;
  /** Style of the wrapper. @default undefined */
  style?: CSSProperties;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Picks how many of an item, e.g. in the cart: − and + buttons around a number input (a native
 * spinbutton: ArrowUp/ArrowDown step, typing works). Buttons are disabled at the bounds.
 * `ref` and input attributes go to the `<input>`; `className` and `style` to the wrapper.
 */
export function QuantityStepper({
  value: valueProp,
  defaultValue,
  onChange,
  min = 1,
  max,
  label = 'Quantity',
  hideLabel = false,
  decreaseLabel = 'Decrease quantity',
  increaseLabel = 'Increase quantity',
  aboveMaxMessage = (limit) => `You can buy at most ${limit}.`,
  size = 'md',
  className,
  style,
  id,
  ref,
  disabled,
  onBlur,
  ...inputProps
}: QuantityStepperProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue ?? min, onChange);
  // What the customer is typing, until it is a usable quantity or they leave the field.
  const [draft, setDraft] = useState<string | null>(null);
  // A number above the maximum was typed: said until the quantity changes otherwise.
  const [typedAboveMax, setTypedAboveMax] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const noteId = `${inputId}-note`;
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;

  const commit = (next: number) => {
    const bounded = clampQuantity(next, min, max);
    if (bounded !== value) setValue(bounded);
    return bounded;
  };

  const step = (delta: number) => {
    const next = commit(value + delta);
    setDraft(null);
    setTypedAboveMax(false);
    // A button disabled at a bound would drop focus to the page: keep it on the quantity.
    if ((delta < 0 && next <= min) || (delta > 0 && max !== undefined && next >= max)) input.current?.focus();
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const parsed = parseQuantity(text);
    setTypedAboveMax(parsed !== null && max !== undefined && parsed > max);
    if (parsed !== null && parsed === clampQuantity(parsed, min, max)) {
      commit(parsed);
      setDraft(null);
    } else {
      setDraft(text);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    onBlur?.(event);
    if (draft === null) return;
    const parsed = parseQuantity(draft);
    commit(parsed ?? value);
    setDraft(null);
  };

  return (
    <QuantityStepperRoot
      className={className}
      style={style}
      data-size={size}
      data-hide-label={hideLabel || undefined}
      {...identity('QuantityStepper')}
    >
      <QuantityStepperLabel htmlFor={inputId}>{label}</QuantityStepperLabel>
      <QuantityStepperControls>
        <IconButton
          label={decreaseLabel}
          icon={<MinusIcon />}
          variant="secondary"
          size={size}
          disabled={disabled || atMin}
          onClick={() => step(-1)}
          aria-controls={inputId}
        />
        <QuantityStepperInput
          ref={(element: HTMLInputElement | null) => {
            input.current = element;
            assignRef(ref, element);
          }}
          id={inputId}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          disabled={disabled}
          aria-describedby={typedAboveMax ? noteId : undefined}
          {...inputProps}
          value={draft ?? String(value)}
          onChange={handleChange}
          onBlur={handleBlur}
        />
        <IconButton
          label={increaseLabel}
          icon={<PlusIcon />}
          variant="secondary"
          size={size}
          disabled={disabled || atMax}
          onClick={() => step(1)}
          aria-controls={inputId}
        />
      </QuantityStepperControls>
      {/* Always there, so that what comes into it is read out as it comes. */}
      <FieldHint id={noteId} aria-live="polite">
        {typedAboveMax && max !== undefined ? aboveMaxMessage(max) : null}
      </FieldHint>
    </QuantityStepperRoot>
  );
}
