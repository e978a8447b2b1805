import { useId, type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react';
import { describedBy } from '../../internal/accessibility/describedBy.ts';
import { identity } from '../../internal/identity.ts';
import { FieldError, FieldHint, FieldLabel } from '../../internal/styles/field.tsx';
import { InputBox, InputPrefix, RequiredMark, TextFieldInput, TextFieldRoot } from './TextField.styles.ts';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'prefix'> & {
  /** The visible label; also the input's accessible name. */
  label: ReactNode;
  /** Help shown under the label, e.g. the expected format. @default undefined */
  hint?: ReactNode;
  /** Error message; when set the field is marked invalid and the message is linked to the input. @default undefined */
  error?: ReactNode;
  /** Fixed text before the value, e.g. `+91` before a mobile number. @default undefined */
  prefix?: ReactNode;
  /** Class of the field wrapper (label, input, hint and error). @default undefined */
  className?: string;
  /** Style of the field wrapper. @default undefined */
  style?: CSSProperties;
};

/**
 * A labelled text input with hint, error and prefix. `ref` and input attributes (`name`, `value`,
 * `onChange`, `type`, `inputMode`, `autoComplete`, `required`…) go to the `<input>`; `className`
 * and `style` to the wrapper.
 */
export function TextField({
  label,
  hint,
  error,
  prefix,
  className,
  style,
  id,
  required,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const prefixId = prefix ? `${inputId}-prefix` : undefined;
  return (
    <TextFieldRoot
      className={className}
      style={style}
      data-invalid={error ? true : undefined}
      {...identity('TextField')}
    >
      <FieldLabel htmlFor={inputId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <InputBox>
        {prefix && <InputPrefix id={prefixId}>{prefix}</InputPrefix>}
        <TextFieldInput
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          {...inputProps}
          aria-describedby={describedBy(prefixId, hintId, errorId, inputProps['aria-describedby'])}
        />
      </InputBox>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </TextFieldRoot>
  );
}
