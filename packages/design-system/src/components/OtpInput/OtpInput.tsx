import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { describedBy } from '../../internal/accessibility/describedBy.ts';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { FieldError, FieldHint } from '../../internal/styles/field.tsx';
import { useWebOtp } from '../../web-otp/index.ts';
import { insertDigits, onlyDigits, reachableIndex, removeDigit } from './otpValue.ts';
import { OtpDigit, OtpDigits, OtpInputRoot, OtpLabel } from './OtpInput.styles.ts';

export type OtpInputProps = Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'defaultValue'> & {
  /** Number of digits. @default 6 */
  length?: number;
  /** The digits entered (controlled). @default undefined */
  value?: string;
  /** The digits to start with (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the digits entered after every change. @default undefined */
  onChange?: (value: string) => void;
  /** Called once all `length` digits are entered. @default undefined */
  onComplete?: (value: string) => void;
  /** The group's visible label. @default 'Enter OTP' */
  label?: ReactNode;
  /** Accessible name of each box. @default (position, length) => `Digit ${position} of ${length}` */
  digitLabel?: (position: number, length: number) => string;
  /** Help shown under the label, e.g. where the OTP was sent. @default undefined */
  hint?: ReactNode;
  /** Error message; marks every box invalid. @default undefined */
  error?: ReactNode;
  /** Name of a hidden input carrying the value, for form submission. @default undefined */
  name?: string;
  /** Disables every box. @default false */
  disabled?: boolean;
  /** Focus the first empty box on mount, as the step after "Send OTP". @default false */
  autoFocus?: boolean;
  /**
   * Fill the boxes from the SMS where the browser offers it (WebOTP: the SMS ends with
   * `@<host> #<code>`), until the code is complete. @default true
   */
  webOtp?: boolean;
};

const defaultDigitLabel = (position: number, length: number) => `Digit ${position} of ${length}`;

/**
 * One-time password entry: one box per digit. Typing advances, paste, SMS autofill or WebOTP fills
 * the boxes, ArrowLeft/ArrowRight/Home/End move, Backspace clears and moves back. Only digits.
 */
export function OtpInput({
  length = 6,
  value: valueProp,
  defaultValue = '',
  onChange,
  onComplete,
  label = 'Enter OTP',
  digitLabel = defaultDigitLabel,
  hint,
  error,
  name,
  disabled = false,
  autoFocus = false,
  webOtp = true,
  ...rest
}: OtpInputProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onChange);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  // Focus moves after the new value has rendered, so the focused box's handlers see that value.
  const pendingFocus = useRef<number | null>(null);
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  const focusBox = (index: number) => boxes.current[reachableIndex(value, index, length)]?.focus();

  useEffect(() => {
    // Moving focus is expected here: the customer has just asked for the OTP.
    if (autoFocus) boxes.current[Math.min(value.length, length - 1)]?.focus();
    // Only on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    boxes.current[pendingFocus.current]?.focus();
    pendingFocus.current = null;
  });

  const commit = (next: string, focusIndex: number) => {
    const target = reachableIndex(next, focusIndex, length);
    if (next === value) {
      boxes.current[target]?.focus();
      return;
    }
    pendingFocus.current = target;
    setValue(next);
    if (next.length === length) onComplete?.(next);
  };

  useWebOtp(webOtp && !disabled && value.length < length, (code) => {
    const digits = onlyDigits(code).slice(0, length);
    if (digits) commit(digits, digits.length - 1);
  });

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    if (raw === '') {
      // A virtual keyboard's backspace arrives as an input event, not a key press.
      commit(removeDigit(value, index), index - 1);
      return;
    }
    const current = value[index];
    // The box held a digit and the new one landed before or after it: keep only the new one.
    const typed = current && raw.length === 2 ? (raw[0] === current ? raw.slice(1) : raw.slice(0, 1)) : raw;
    const digits = onlyDigits(typed);
    if (!digits) return;
    const next = insertDigits(value, index, digits, length);
    commit(next, digits.length >= length ? length - 1 : index + digits.length);
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (digits)
      commit(insertDigits(value, index, digits, length), Math.min(index, value.length) + digits.length);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => focusBox(index - 1),
      ArrowRight: () => focusBox(index + 1),
      Home: () => focusBox(0),
      End: () => focusBox(length - 1),
      Backspace: () => {
        const target = value[index] ? index : index - 1;
        if (target >= 0) commit(removeDigit(value, target), index - 1);
      },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <OtpInputRoot
      role="group"
      aria-labelledby={`${id}-label`}
      data-invalid={error ? true : undefined}
      {...rest}
      {...identity('OtpInput')}
    >
      <OtpLabel id={`${id}-label`}>{label}</OtpLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <OtpDigits>
        {Array.from({ length }, (_, index) => (
          <OtpDigit
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={value[index] ?? ''}
            onChange={handleChange(index)}
            onPaste={handlePaste(index)}
            onKeyDown={handleKeyDown(index)}
            onFocus={(event) => {
              if (index > value.length) focusBox(index);
              else event.target.select();
            }}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={digitLabel(index + 1, length)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hintId, errorId)}
            disabled={disabled}
          />
        ))}
      </OtpDigits>
      {name && <input type="hidden" name={name} value={value} />}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </OtpInputRoot>
  );
}
