import { useId, type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons/index.tsx';
import { describedBy } from '../../internal/accessibility/describedBy.ts';
import { identity } from '../../internal/identity.ts';
import { FieldError, FieldHint, FieldLabel } from '../../internal/styles/field.tsx';
import { RequiredMark, SelectBox, SelectControl, SelectRoot } from './Select.styles.ts';

export type SelectOption = {
  /** The submitted value. */
  value: string;
  /** What the customer reads. */
  label: string;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
};

export type SelectProps = ComponentPropsWithRef<'select'> & {
  /** The visible label; also the select's accessible name. */
  label: ReactNode;
  /** The choices. Use `children` instead for `<optgroup>`s. @default undefined */
  options?: ReadonlyArray<SelectOption>;
  /**
   * First option with an empty value, e.g. "Select a city". Selected until the customer chooses;
   * with `required`, the form will not submit while it is selected.
   * @default undefined
   */
  placeholder?: string;
  /** Help shown under the label. @default undefined */
  hint?: ReactNode;
  /** Error message; marks the field invalid and is linked to the select. @default undefined */
  error?: ReactNode;
  /** Class of the field wrapper (label, select, hint and error). @default undefined */
  className?: string;
  /** Style of the field wrapper. @default undefined */
  style?: CSSProperties;
  /**
   * `inline` puts the label beside a select as wide as its choices: a compact sort above a
   * listing. Hints and errors are for `top`. @default 'top'
   */
  labelPosition?: 'top' | 'inline';
};

/**
 * A labelled native `<select>`: one choice from a short list (state, service type, time slot). The
 * native control keeps the phone's own picker. `ref` and select attributes (`name`, `value`,
 * `onChange`, `required`…) go to the `<select>`; `className` and `style` to the wrapper.
 */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  className,
  style,
  id,
  required,
  children,
  value,
  defaultValue,
  labelPosition = 'top',
  ...selectProps
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  // Uncontrolled with a placeholder: start on the placeholder rather than the first real option.
  const initial =
    value === undefined && defaultValue === undefined && placeholder !== undefined ? '' : defaultValue;
  return (
    <SelectRoot
      className={className}
      style={style}
      data-invalid={error ? true : undefined}
      data-label-position={labelPosition}
      {...identity('Select')}
    >
      <FieldLabel htmlFor={selectId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <SelectBox>
        <SelectControl
          id={selectId}
          required={required}
          value={value}
          defaultValue={initial}
          aria-invalid={error ? true : undefined}
          {...selectProps}
          aria-describedby={describedBy(hintId, errorId, selectProps['aria-describedby'])}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </SelectControl>
        <ChevronDownIcon />
      </SelectBox>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </SelectRoot>
  );
}
