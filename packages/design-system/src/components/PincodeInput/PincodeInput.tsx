import {
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type CSSProperties,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { TextField, type TextFieldProps } from '../TextField/index.ts';
import { isValidPincode, pincodeLength, pincodePattern, toPincodeDigits } from '@nirmal/format';
import { PincodeInputRoot } from './PincodeInput.styles.ts';

export type PincodeInputProps = Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'label' | 'prefix' | 'type' | 'className' | 'style'
> & {
  /** The visible label. @default 'Pincode' */
  label?: ReactNode;
  /** The digits typed (controlled). @default undefined */
  value?: string;
  /** The digits to start with, e.g. the stored pincode (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the digits after every change (non-digits are dropped). @default undefined */
  onChange?: (value: string) => void;
  /** Called with the pincode when six valid digits have been entered. @default undefined */
  onComplete?: (pincode: string) => void;
  /**
   * Shown after the customer leaves the field, or submits its form, with something that is not a
   * pincode.
   * @default 'Enter a valid 6-digit pincode'
   */
  invalidMessage?: string;
  /** An error from outside (e.g. "We do not deliver here"); shown instead of `invalidMessage`. @default undefined */
  error?: ReactNode;
  /** Name of the input, for form submission. @default 'pincode' */
  name?: string;
  /** Class of the field wrapper. @default undefined */
  className?: string;
  /** Style of the field wrapper. @default undefined */
  style?: CSSProperties;
};

/**
 * A six-digit Indian pincode field: numeric keypad, digits only (pasting "560 001" works), first
 * digit 1 to 9. It says "Enter a valid 6-digit pincode" once the customer leaves the field or
 * submits the form, and calls `onComplete` as soon as the pincode is whole and valid.
 */
export function PincodeInput({
  label = 'Pincode',
  value: valueProp,
  defaultValue = '',
  onChange,
  onComplete,
  invalidMessage = 'Enter a valid 6-digit pincode',
  error,
  name = 'pincode',
  className,
  style,
  required,
  onBlur,
  onInvalid,
  onPaste,
  ...inputProps
}: PincodeInputProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onChange);
  // Checked once the customer has left the field or tried to submit, then on every change.
  const [checked, setChecked] = useState(false);
  const invalid = checked && (value !== '' || Boolean(required)) && !isValidPincode(value);

  const update = (next: string) => {
    if (next === value) return;
    setValue(next);
    if (isValidPincode(next)) onComplete?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => update(toPincodeDigits(event.target.value));

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    // Paste whole: maxLength would cut "560 001" to "560 00" before the spaces are dropped.
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    update(toPincodeDigits(value.slice(0, start) + event.clipboardData.getData('text') + value.slice(end)));
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    onBlur?.(event);
    setChecked(true);
  };

  const handleInvalid = (event: FormEvent<HTMLInputElement>) => {
    onInvalid?.(event);
    // Our message replaces the browser's bubble.
    event.preventDefault();
    setChecked(true);
  };

  return (
    <PincodeInputRoot className={className} style={style} {...identity('PincodeInput')}>
      <TextField
        label={label}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={pincodeLength}
        pattern={pincodePattern}
        required={required}
        {...inputProps}
        value={value}
        onChange={handleChange}
        onPaste={handlePaste}
        onBlur={handleBlur}
        onInvalid={handleInvalid}
        error={error ?? (invalid ? invalidMessage : undefined)}
      />
    </PincodeInputRoot>
  );
}
