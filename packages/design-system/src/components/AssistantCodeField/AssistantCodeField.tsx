import { useId, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { CheckCircleIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import {
  AssistantCodeFieldRoot,
  AssistantCodeRow,
  AssistantCodeStatus,
} from './AssistantCodeField.styles.ts';

/** Where a code stands: not checked yet, accepted, or refused. */
export type AssistantCodeStatusValue = 'idle' | 'valid' | 'invalid';

export type AssistantCodeFieldProps = Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'defaultValue'> & {
  /** The code typed (controlled). @default undefined */
  value?: string;
  /** The code to start with (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the code after every change. @default undefined */
  onChange?: (value: string) => void;
  /** Called with the trimmed code when the customer presses Verify or Enter. @default undefined */
  onVerify?: (code: string) => void;
  /** Result of the last check (checkout state `isAssistantCodeValid`). @default 'idle' */
  status?: AssistantCodeStatusValue;
  /** The check is running: Verify shows a spinner and ignores presses. @default false */
  pending?: boolean;
  /** Disables the input and the button. @default false */
  disabled?: boolean;
  /** @default 'Assistant code' */
  label?: string;
  /** Help under the label; empty for none. @default 'Got help from a store or sale-assist advisor? Enter their code.' */
  hint?: string;
  /** @default 'Verify' */
  verifyLabel?: string;
  /** Shown with a check when `status` is `valid`. @default 'Assistant code applied' */
  validMessage?: string;
  /** Shown as the field's error when `status` is `invalid`. @default 'This assistant code is not valid' */
  invalidMessage?: string;
  /** Name of the input, for form submission. @default 'assistantCode' */
  name?: string;
};

/** The optional sales-assistant code at checkout: type it, verify it, see whether it was applied. */
export function AssistantCodeField({
  value: valueProp,
  defaultValue = '',
  onChange,
  onVerify,
  status = 'idle',
  pending = false,
  disabled = false,
  label = 'Assistant code',
  hint = 'Got help from a store or sale-assist advisor? Enter their code.',
  verifyLabel = 'Verify',
  validMessage = 'Assistant code applied',
  invalidMessage = 'This assistant code is not valid',
  name = 'assistantCode',
  ...rest
}: AssistantCodeFieldProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onChange);
  const statusId = useId();
  const code = value.trim();

  const verify = () => {
    if (!code || pending || disabled) return;
    onVerify?.(code);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter verifies the code instead of submitting the checkout form around it.
    event.preventDefault();
    verify();
  };

  return (
    <AssistantCodeFieldRoot data-status={status} {...rest} {...identity('AssistantCodeField')}>
      <AssistantCodeRow data-has-hint={hint ? true : undefined}>
        <TextField
          label={label}
          hint={hint}
          name={name}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={handleKeyDown}
          error={status === 'invalid' ? invalidMessage : undefined}
          aria-describedby={status === 'valid' ? statusId : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={disabled}
        />
        <Button variant="secondary" loading={pending} disabled={disabled || !code} onClick={verify}>
          {verifyLabel}
        </Button>
      </AssistantCodeRow>
      <AssistantCodeStatus id={statusId} role="status">
        {status === 'valid' && (
          <>
            <CheckCircleIcon />
            <span>{validMessage}</span>
          </>
        )}
      </AssistantCodeStatus>
    </AssistantCodeFieldRoot>
  );
}
