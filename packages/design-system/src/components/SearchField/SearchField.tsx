import {
  useId,
  useRef,
  type ComponentPropsWithRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { CloseIcon, SearchIcon } from '../../icons/index.tsx';
import { describedBy } from '../../internal/accessibility/describedBy.ts';
import { identity } from '../../internal/identity.ts';
import { FieldHint } from '../../internal/styles/field.tsx';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { IconButton } from '../IconButton/index.ts';
import { SearchFieldBox, SearchFieldInput, SearchFieldLabel, SearchFieldRoot } from './SearchField.styles.ts';

export type SearchFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'size'
> & {
  /** Names the field; hidden unless `showLabel`. @default 'Search' */
  label?: ReactNode;
  /** Show the label above the field (it is always read by assistive technology). @default false */
  showLabel?: boolean;
  /** The text typed (controlled). @default undefined */
  value?: string;
  /** The text to start with (uncontrolled), e.g. the last search. @default '' */
  defaultValue?: string;
  /** Called with the text after every change. @default undefined */
  onChange?: (value: string) => void;
  /** Called with the trimmed text when Enter is pressed (not when it is empty). @default undefined */
  onSearch?: (value: string) => void;
  /** Called when the clear button empties the field. @default undefined */
  onClear?: () => void;
  /** Accessible name of the clear button. @default 'Clear search' */
  clearLabel?: string;
  /** Help under the field. @default undefined */
  hint?: ReactNode;
  /** Make the wrapper a search landmark named by `label`; use once per page. @default false */
  landmark?: boolean;
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
 * A search box: magnifier icon, `type="search"` (the phone keyboard shows a Search key), Enter
 * calls `onSearch`, and a clear button empties the field and returns focus to it. `ref` and input
 * attributes go to the `<input>`; `className` and `style` to the wrapper.
 */
export function SearchField({
  label = 'Search',
  showLabel = false,
  value: valueProp,
  defaultValue = '',
  onChange,
  onSearch,
  onClear,
  clearLabel = 'Clear search',
  hint,
  landmark = false,
  className,
  style,
  id,
  ref,
  disabled,
  onKeyDown,
  ...inputProps
}: SearchFieldProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onChange);
  const input = useRef<HTMLInputElement | null>(null);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = `${inputId}-label`;
  const hintId = hint ? `${inputId}-hint` : undefined;

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Never submit an outer form: the search is the action.
    event.preventDefault();
    const query = value.trim();
    if (query) onSearch?.(query);
  };

  const clear = () => {
    setValue('');
    onClear?.();
    input.current?.focus();
  };

  return (
    <SearchFieldRoot
      className={className}
      style={style}
      role={landmark ? 'search' : undefined}
      aria-labelledby={landmark ? labelId : undefined}
      data-hide-label={showLabel ? undefined : true}
      {...identity('SearchField')}
    >
      <SearchFieldLabel id={labelId} htmlFor={inputId}>
        {label}
      </SearchFieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <SearchFieldBox data-disabled={disabled || undefined}>
        <SearchIcon />
        <SearchFieldInput
          ref={(element: HTMLInputElement | null) => {
            input.current = element;
            assignRef(ref, element);
          }}
          id={inputId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          disabled={disabled}
          {...inputProps}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={handleKeyDown}
          aria-describedby={describedBy(hintId, inputProps['aria-describedby'])}
        />
        {value && !disabled && (
          <IconButton
            label={clearLabel}
            icon={<CloseIcon />}
            size="sm"
            onClick={clear}
            aria-controls={inputId}
          />
        )}
      </SearchFieldBox>
    </SearchFieldRoot>
  );
}
