import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { describedBy } from '../../internal/accessibility/describedBy.ts';
import { identity } from '../../internal/identity.ts';
import { FieldError, FieldHint } from '../../internal/styles/field.tsx';
import { CheckboxInput, CheckboxLabel, CheckboxRoot, CheckboxRow, CheckboxTexts } from './Checkbox.styles.ts';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** The visible label next to the box; also its accessible name. */
  label: ReactNode;
  /** Help under the label, e.g. what agreeing means. @default undefined */
  hint?: ReactNode;
  /** Error message; marks the box invalid and is linked to it. @default undefined */
  error?: ReactNode;
  /**
   * Neither checked nor unchecked, e.g. "Select all" when only some items are selected. Shown and
   * announced as mixed; the next click checks it.
   * @default false
   */
  indeterminate?: boolean;
  /** Class of the field wrapper (box, label, hint and error). @default undefined */
  className?: string;
  /** Style of the field wrapper. @default undefined */
  style?: CSSProperties;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A labelled native checkbox: agree to terms, opt in, pick several items. `ref` and input attributes
 * (`name`, `checked`, `defaultChecked`, `onChange`, `required`…) go to the `<input>`; `className` and
 * `style` to the wrapper.
 */
export function Checkbox({
  label,
  hint,
  error,
  indeterminate = false,
  className,
  style,
  id,
  ref,
  ...inputProps
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const input = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      assignRef(ref, element);
    },
    [ref],
  );
  // `indeterminate` exists only as a DOM property, never as an attribute.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <CheckboxRoot
      className={className}
      style={style}
      data-invalid={error ? true : undefined}
      data-disabled={inputProps.disabled || undefined}
      {...identity('Checkbox')}
    >
      <CheckboxRow>
        <CheckboxInput
          ref={setRefs}
          type="checkbox"
          id={inputId}
          aria-invalid={error ? true : undefined}
          {...inputProps}
          aria-describedby={describedBy(hintId, errorId, inputProps['aria-describedby'])}
        />
        <CheckboxTexts>
          <CheckboxLabel htmlFor={inputId}>{label}</CheckboxLabel>
          {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
        </CheckboxTexts>
      </CheckboxRow>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </CheckboxRoot>
  );
}
