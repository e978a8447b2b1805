import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { InfoIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { couponLimits } from '../../vocabulary/index.ts';
import { Button } from '../Button/index.ts';
import { OtpInput } from '../OtpInput/index.ts';
import { TextField } from '../TextField/index.ts';
import { isCouponCodeLongEnough, isCouponOtpComplete, normalizeCouponCode } from './couponCode.ts';
import {
  CouponCodeRow,
  CouponFieldRoot,
  CouponLimitNote,
  CouponOtpActions,
  CouponOtpStep,
} from './CouponField.styles.ts';

export type CouponFieldProps = Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'defaultValue'> & {
  /** The code typed (controlled). @default undefined */
  value?: string;
  /** The code to start with (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the code after every change. @default undefined */
  onChange?: (value: string) => void;
  /** Called with the trimmed, upper-case code once it is long enough and Apply (or Enter) is pressed. @default undefined */
  onApply?: (code: string) => void;
  /** Applying is running: Apply shows a spinner and ignores presses. @default false */
  pending?: boolean;
  /** The shop's answer when a code cannot be applied, e.g. "This coupon has expired". @default undefined */
  error?: ReactNode;
  /** Coupons already on the order; at `maxCoupons` the field is disabled and says why. @default 0 */
  appliedCount?: number;
  /** Most coupons on one order. @default 3 */
  maxCoupons?: number;
  /** Shortest code worth sending. @default 4 */
  minLength?: number;
  /** The coupon needs a one-time password: shows the OTP step for the code entered. @default false */
  otpRequired?: boolean;
  /** Digits of the OTP. @default 6 */
  otpLength?: number;
  /** Called with the code and the OTP when Verify is pressed with every digit entered. @default undefined */
  onVerifyOtp?: (code: string, otp: string) => void;
  /** Called when the customer asks for a new OTP. @default undefined */
  onResendOtp?: () => void;
  /** Called when the customer gives up the OTP step to type another code. @default undefined */
  onCancelOtp?: () => void;
  /** The OTP check is running. @default false */
  otpPending?: boolean;
  /** A new OTP is being sent. @default false */
  resendPending?: boolean;
  /** The shop's answer when the OTP is wrong. @default undefined */
  otpError?: ReactNode;
  /** Where the OTP went, e.g. "Sent to +91 98XXXXXX10". @default undefined */
  otpHint?: ReactNode;
  /** Disables the field (apart from the limit). @default false */
  disabled?: boolean;
  /** @default 'Coupon code' */
  label?: string;
  /** @default 'Enter coupon code' */
  placeholder?: string;
  /** @default 'Apply' */
  applyLabel?: string;
  /** Shown when Apply is pressed with a short code. @default 'Coupon code must be at least 4 characters' */
  tooShortMessage?: string;
  /** Shown instead of the input at the limit. @default 'You can apply at most 3 coupons' */
  limitMessage?: string;
  /** Label of the OTP boxes. @default 'Enter the 6-digit OTP to use this coupon' */
  otpLabel?: string;
  /** Shown when Verify is pressed before every digit is in. @default 'Enter all 6 digits of the OTP' */
  otpIncompleteMessage?: string;
  /** @default 'Verify' */
  verifyLabel?: string;
  /** @default 'Resend OTP' */
  resendLabel?: string;
  /** @default 'Use another code' */
  cancelOtpLabel?: string;
};

/**
 * Applies a coupon at the cart or checkout: the code (at least 4 characters), then, when the
 * coupon asks for it, a 6-digit OTP with verify and resend. Disabled once 3 coupons are applied.
 */
export function CouponField({
  value: valueProp,
  defaultValue = '',
  onChange,
  onApply,
  pending = false,
  error,
  appliedCount = 0,
  maxCoupons = couponLimits.maxApplied,
  minLength = couponLimits.codeMinLength,
  otpRequired = false,
  otpLength = couponLimits.otpLength,
  onVerifyOtp,
  onResendOtp,
  onCancelOtp,
  otpPending = false,
  resendPending = false,
  otpError,
  otpHint,
  disabled = false,
  label = 'Coupon code',
  placeholder = 'Enter coupon code',
  applyLabel = 'Apply',
  tooShortMessage = `Coupon code must be at least ${minLength} characters`,
  limitMessage = `You can apply at most ${maxCoupons} coupons`,
  otpLabel = `Enter the ${otpLength}-digit OTP to use this coupon`,
  otpIncompleteMessage = `Enter all ${otpLength} digits of the OTP`,
  verifyLabel = 'Verify',
  resendLabel = 'Resend OTP',
  cancelOtpLabel = 'Use another code',
  ...rest
}: CouponFieldProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onChange);
  const [tooShort, setTooShort] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpIncomplete, setOtpIncomplete] = useState(false);
  const atLimit = appliedCount >= maxCoupons;
  const locked = disabled || atLimit;
  const code = normalizeCouponCode(value);
  const otpGroup = useRef<HTMLDivElement>(null);
  const otpWasRequired = useRef(otpRequired);

  // Focus follows the customer to the OTP step when the coupon asks for one (not on page load).
  useEffect(() => {
    if (otpRequired && !otpWasRequired.current) otpGroup.current?.querySelector('input')?.focus();
    otpWasRequired.current = otpRequired;
  }, [otpRequired]);

  const apply = () => {
    if (pending || locked || otpRequired) return;
    if (!isCouponCodeLongEnough(value, minLength)) {
      setTooShort(true);
      return;
    }
    onApply?.(code);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter applies the coupon instead of submitting the checkout form around it.
    event.preventDefault();
    apply();
  };
  const verify = () => {
    if (otpPending) return;
    if (!isCouponOtpComplete(otp, otpLength)) {
      setOtpIncomplete(true);
      return;
    }
    onVerifyOtp?.(code, otp);
  };

  const codeError = tooShort ? tooShortMessage : error;
  return (
    <CouponFieldRoot
      data-at-limit={atLimit || undefined}
      data-otp={otpRequired || undefined}
      {...rest}
      {...identity('CouponField')}
    >
      <CouponCodeRow data-has-hint={atLimit || undefined}>
        <TextField
          label={label}
          hint={
            atLimit ? (
              <CouponLimitNote as="span">
                <InfoIcon />
                <span>{limitMessage}</span>
              </CouponLimitNote>
            ) : undefined
          }
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            setTooShort(false);
            setValue(event.target.value);
          }}
          onKeyDown={handleKeyDown}
          error={atLimit ? undefined : codeError}
          readOnly={otpRequired}
          disabled={locked}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <Button variant="secondary" loading={pending} disabled={locked || otpRequired} onClick={apply}>
          {applyLabel}
        </Button>
      </CouponCodeRow>
      {otpRequired && !locked && (
        <CouponOtpStep>
          <OtpInput
            length={otpLength}
            label={otpLabel}
            hint={otpHint}
            value={otp}
            onChange={(next) => {
              setOtpIncomplete(false);
              setOtp(next);
            }}
            error={otpIncomplete ? otpIncompleteMessage : otpError}
            disabled={otpPending}
            ref={otpGroup}
          />
          <CouponOtpActions>
            <Button loading={otpPending} onClick={verify}>
              {verifyLabel}
            </Button>
            <Button
              variant="tertiary"
              loading={resendPending}
              onClick={() => {
                setOtp('');
                onResendOtp?.();
              }}
            >
              {resendLabel}
            </Button>
            {onCancelOtp && (
              <Button
                variant="tertiary"
                onClick={() => {
                  setOtp('');
                  onCancelOtp();
                }}
              >
                {cancelOtpLabel}
              </Button>
            )}
          </CouponOtpActions>
        </CouponOtpStep>
      )}
    </CouponFieldRoot>
  );
}
