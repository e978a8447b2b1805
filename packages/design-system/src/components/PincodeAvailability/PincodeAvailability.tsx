import {
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { ErrorIcon, TruckIcon, WarningIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { Button } from '../Button/index.ts';
import { PincodeInput } from '../PincodeInput/index.ts';
import { isValidPincode } from '@nirmal/format';
import {
  PincodeAvailabilityRoot,
  PincodeDetails,
  PincodeResult,
  PincodeRow,
} from './PincodeAvailability.styles.ts';

/** Where the delivery check stands. */
export type PincodeAvailabilityStatus = 'idle' | 'checking' | 'available' | 'unavailable' | 'error';

export type PincodeAvailabilityProps = Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'defaultValue'> & {
  /** The pincode typed (controlled). @default undefined */
  value?: string;
  /** The pincode to start with, e.g. the stored one (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the digits typed after every change. @default undefined */
  onChange?: (value: string) => void;
  /** Called with a valid 6-digit pincode when Check (or Enter) is pressed. @default undefined */
  onCheck?: (pincode: string) => void;
  /** Result of the last check; the page sets it. @default 'idle' */
  status?: PincodeAvailabilityStatus;
  /** When the product arrives, shown when `available`, e.g. "Delivery by 24 Nov". @default 'Delivery available' */
  deliveryText?: ReactNode;
  /** Shown when `unavailable`. @default 'We do not deliver to this pincode yet' */
  unavailableText?: ReactNode;
  /** Shown when the check failed (`error`). @default 'Something went wrong. Please try again.' */
  errorText?: ReactNode;
  /** Shown while `checking`. @default 'Checking delivery…' */
  checkingText?: ReactNode;
  /** @default 'Delivery pincode' */
  label?: string;
  /** @default 'Check' */
  checkLabel?: string;
  /** Shown when Check is pressed with something that is not a pincode. @default 'Enter a valid 6-digit pincode' */
  invalidMessage?: string;
  /** Name of the input, for form submission. @default 'pincode' */
  name?: string;
  /** Disables the input and the button. @default false */
  disabled?: boolean;
  /**
   * `submit` makes Check submit the surrounding form, so the check works as a plain form before the
   * JavaScript arrives; something that is not a pincode is still stopped here. @default 'button'
   */
  checkType?: 'button' | 'submit';
  /** A message about the pincode from elsewhere, e.g. the server refused it. @default undefined */
  error?: string;
  /** More of the answer under its first line, e.g. installation and service at the pincode. @default undefined */
  details?: ReactNode;
};

const icons: Record<PincodeAvailabilityStatus, ReactNode> = {
  idle: null,
  checking: null,
  available: <TruckIcon />,
  unavailable: <WarningIcon />,
  error: <ErrorIcon />,
};

/**
 * Checks whether a product can be delivered to a pincode (a `PincodeInput` and Check) and says
 * when it would arrive.
 */
export function PincodeAvailability({
  value: valueProp,
  defaultValue = '',
  onChange,
  onCheck,
  status = 'idle',
  deliveryText = 'Delivery available',
  unavailableText = 'We do not deliver to this pincode yet',
  errorText = 'Something went wrong. Please try again.',
  checkingText = 'Checking delivery…',
  label = 'Delivery pincode',
  checkLabel = 'Check',
  invalidMessage = 'Enter a valid 6-digit pincode',
  name = 'pincode',
  disabled = false,
  checkType = 'button',
  error,
  details,
  ...rest
}: PincodeAvailabilityProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onChange);
  const [invalid, setInvalid] = useState(false);
  const checking = status === 'checking';

  const check = (event: MouseEvent | KeyboardEvent) => {
    // A form submits only a pincode worth checking, and not while a check runs.
    const stop = checking || disabled || !isValidPincode(value);
    if (stop) event.preventDefault();
    if (checking || disabled) return;
    if (stop) {
      setInvalid(true);
      return;
    }
    onCheck?.(value);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // In a form, Enter presses the submitting Check itself.
    if (event.key !== 'Enter' || checkType === 'submit') return;
    event.preventDefault();
    check(event);
  };
  const texts: Record<PincodeAvailabilityStatus, ReactNode> = {
    idle: null,
    checking: checkingText,
    available: deliveryText,
    unavailable: unavailableText,
    error: errorText,
  };

  return (
    <PincodeAvailabilityRoot data-status={status} {...rest} {...identity('PincodeAvailability')}>
      <PincodeRow>
        <PincodeInput
          label={label}
          name={name}
          value={value}
          onChange={(next) => {
            setInvalid(false);
            setValue(next);
          }}
          onKeyDown={handleKeyDown}
          invalidMessage={invalidMessage}
          error={invalid ? invalidMessage : error}
          disabled={disabled}
        />
        <Button
          variant="secondary"
          type={checkType}
          loading={checking}
          loadingLabel={null}
          disabled={disabled}
          onClick={check}
        >
          {checkLabel}
        </Button>
      </PincodeRow>
      <div role="status">
        {texts[status] && (
          <PincodeResult data-status={status}>
            {icons[status]}
            <span>{texts[status]}</span>
          </PincodeResult>
        )}
        {details && <PincodeDetails>{details}</PincodeDetails>}
      </div>
    </PincodeAvailabilityRoot>
  );
}
