import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { describedBy } from '../../internal/accessibility/describedBy.ts';
import { identity } from '../../internal/identity.ts';
import { FieldError, FieldHint } from '../../internal/styles/field.tsx';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import {
  RadioDescription,
  RadioGroupLegend,
  RadioGroupRoot,
  RadioInput,
  RadioLabel,
  RadioOption,
  RadioOptions,
  RadioTexts,
  RequiredMark,
} from './RadioGroup.styles.ts';

export type RadioGroupOption = {
  /** The submitted value. */
  value: string;
  /** What the customer reads next to the radio. */
  label: ReactNode;
  /** A second line explaining the option, linked to its radio. @default undefined */
  description?: ReactNode;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
};

export type RadioGroupProps = Omit<ComponentPropsWithRef<'fieldset'>, 'onChange' | 'defaultValue'> & {
  /** The question, shown as the fieldset's legend and naming the group. */
  legend: ReactNode;
  /** The choices, in order. Arrow keys move between them (native radios). */
  options: ReadonlyArray<RadioGroupOption>;
  /** The chosen value (controlled); `''` for none. @default undefined */
  value?: string;
  /** The value chosen at first (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the value of the option chosen. @default undefined */
  onChange?: (value: string) => void;
  /** Name shared by the radios, for form submission. @default a generated name */
  name?: string;
  /** Help under the legend. @default undefined */
  hint?: ReactNode;
  /** Error message; marks the group invalid and is linked to it. @default undefined */
  error?: ReactNode;
  /** A choice is needed before the form submits. @default false */
  required?: boolean;
  /** Options side by side from the md breakpoint up (always stacked at 360 px). @default 'column' */
  direction?: 'column' | 'responsive';
};

/**
 * One choice among a few options that should all be visible, e.g. a service slot or a payment
 * plan. A `<fieldset>` of native radios: Tab enters the group, arrow keys change the choice.
 */
export function RadioGroup({
  legend,
  options,
  value: valueProp,
  defaultValue = '',
  onChange,
  name,
  hint,
  error,
  required = false,
  direction = 'column',
  disabled,
  ...rest
}: RadioGroupProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onChange);
  const id = useId();
  const groupName = name ?? id;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <RadioGroupRoot
      disabled={disabled}
      data-invalid={error ? true : undefined}
      data-direction={direction}
      aria-describedby={describedBy(hintId, errorId)}
      {...rest}
      {...identity('RadioGroup')}
    >
      <RadioGroupLegend>
        {legend}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </RadioGroupLegend>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <RadioOptions>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          const labelId = `${optionId}-label`;
          const descriptionId = option.description ? `${optionId}-description` : undefined;
          return (
            // The whole option is the radio's label, so a tap on its description chooses it too; the
            // radio is named by its label line alone and described by the description.
            <RadioOption key={option.value} data-disabled={option.disabled || disabled || undefined}>
              <RadioInput
                type="radio"
                name={groupName}
                value={option.value}
                checked={value === option.value}
                onChange={() => setValue(option.value)}
                disabled={option.disabled}
                required={required}
                aria-invalid={error ? true : undefined}
                aria-labelledby={labelId}
                aria-describedby={descriptionId}
              />
              <RadioTexts>
                <RadioLabel id={labelId}>{option.label}</RadioLabel>
                {option.description && (
                  <RadioDescription id={descriptionId}>{option.description}</RadioDescription>
                )}
              </RadioTexts>
            </RadioOption>
          );
        })}
      </RadioOptions>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </RadioGroupRoot>
  );
}
