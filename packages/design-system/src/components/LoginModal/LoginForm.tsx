import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import { ErrorIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { Button } from '../Button/index.ts';
import { OtpInput } from '../OtpInput/index.ts';
import { TextField } from '../TextField/index.ts';
import { formatCountdown, formatMobile, isValidMobile, mobileDigits } from './loginValues.ts';
import {
  LoginAlert,
  LoginFormRoot,
  LoginLinks,
  LoginMessage,
  LoginStepForm,
  ResendCountdown,
} from './LoginModal.styles.ts';

/** The two steps of sign-in: the mobile number, then the OTP sent to it. */
export type LoginStep = 'mobile' | 'otp';

export type LoginFormOwnProps = {
  /** The step shown (controlled). @default undefined */
  step?: LoginStep;
  /** The step to start with (uncontrolled). @default 'mobile' */
  defaultStep?: LoginStep;
  /** Called when the form moves to the other step. @default undefined */
  onStepChange?: (step: LoginStep) => void;
  /** The 10-digit mobile number, without +91 (controlled). @default undefined */
  mobile?: string;
  /** The mobile number to start with (uncontrolled). @default '' */
  defaultMobile?: string;
  /** Called with the digits typed, at most 10. @default undefined */
  onMobileChange?: (mobile: string) => void;
  /**
   * Called with a valid 10-digit number on "Send OTP". Unless `step` is controlled, the form moves
   * to the OTP step once it returns, or once its promise resolves (a rejected promise stays).
   * @default undefined
   */
  onSendOtp?: (mobile: string) => void | Promise<unknown>;
  /** Called with the number and the complete OTP on "Verify". @default undefined */
  onVerifyOtp?: (mobile: string, otp: string) => void;
  /** Called with the number on "Resend OTP"; the countdown restarts and the boxes clear. @default undefined */
  onResend?: (mobile: string) => void;
  /** Number of OTP digits. @default 6 */
  otpLength?: number;
  /** Seconds before "Resend OTP" can be used, counted from each send. @default 30 */
  resendSeconds?: number;
  /**
   * Seconds left before resend (controlled), e.g. to keep the countdown when the modal closes and
   * reopens. @default undefined
   */
  resendRemaining?: number;
  /** Called every second of the countdown and when it restarts. @default undefined */
  onResendRemainingChange?: (seconds: number) => void;
  /** Why the customer is asked to sign in (spec §4: the modal remembers a message), shown at the top. @default undefined */
  message?: ReactNode;
  /**
   * A failure from the server (wrong OTP, sending failed…), announced as an alert. When `pending`
   * ends with an error on the OTP step, the boxes empty and take focus for the next try.
   * @default undefined
   */
  error?: ReactNode;
  /** The current step's request is in progress: its button shows a spinner and ignores clicks. @default false */
  pending?: boolean;
  /** Move focus to the current step's field on mount (a modal's first field). @default false */
  autoFocus?: boolean;
  /** Label of the mobile field. @default 'Mobile number' */
  mobileLabel?: ReactNode;
  /** Help under the mobile label. @default undefined */
  mobileHint?: ReactNode;
  /** Shown when the number is not 10 digits starting with 6-9. @default 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9' */
  invalidMobileMessage?: ReactNode;
  /** @default 'Send OTP' */
  sendOtpLabel?: ReactNode;
  /** Label of the OTP boxes. @default 'Enter OTP' */
  otpLabel?: ReactNode;
  /** Help under the OTP label. @default (mobile) => `Sent to +91 ${mobile}` (grouped 5 + 5) */
  otpSentText?: (mobile: string) => ReactNode;
  /** Shown when Verify is pressed before every box is filled. @default (length) => `Enter the ${length}-digit OTP` */
  otpIncompleteMessage?: (length: number) => ReactNode;
  /** @default 'Verify' */
  verifyLabel?: ReactNode;
  /** @default 'Resend OTP' */
  resendLabel?: ReactNode;
  /** Text while resend waits; `time` is `m:ss`. @default (time) => `Resend OTP in ${time}` */
  resendCountdownText?: (time: string) => ReactNode;
  /** Goes back to the mobile step. @default 'Change number' */
  changeNumberLabel?: ReactNode;
};

export type LoginFormProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & LoginFormOwnProps;

const defaultOtpSentText = (mobile: string) => `Sent to +91 ${formatMobile(mobile)}`;
const defaultOtpIncomplete = (length: number) => `Enter the ${length}-digit OTP`;
const defaultCountdownText = (time: string) => `Resend OTP in ${time}`;

/**
 * Sign-in by OTP without a dialog, for the /login page: mobile number (+91, 10 digits starting
 * 6-9) and "Send OTP", then the OTP boxes, "Verify", a resend countdown and "Change number".
 * `LoginModal` shows the same form in a dialog.
 */
export function LoginForm({
  step: stepProp,
  defaultStep = 'mobile',
  onStepChange,
  mobile: mobileProp,
  defaultMobile = '',
  onMobileChange,
  onSendOtp,
  onVerifyOtp,
  onResend,
  otpLength = 6,
  resendSeconds = 30,
  resendRemaining,
  onResendRemainingChange,
  message,
  error,
  pending = false,
  autoFocus = false,
  mobileLabel = 'Mobile number',
  mobileHint,
  invalidMobileMessage = 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9',
  sendOtpLabel = 'Send OTP',
  otpLabel = 'Enter OTP',
  otpSentText = defaultOtpSentText,
  otpIncompleteMessage = defaultOtpIncomplete,
  verifyLabel = 'Verify',
  resendLabel = 'Resend OTP',
  resendCountdownText = defaultCountdownText,
  changeNumberLabel = 'Change number',
  ...rest
}: LoginFormProps) {
  const [step, setStep] = useControllableState(stepProp, defaultStep, onStepChange);
  const [mobile, setMobile] = useControllableState(mobileProp, defaultMobile, onMobileChange);
  const [remaining, setRemaining] = useControllableState(
    resendRemaining,
    resendSeconds,
    onResendRemainingChange,
  );
  const [otp, setOtp] = useState('');
  const [mobileTouched, setMobileTouched] = useState(false);
  const [otpTouched, setOtpTouched] = useState(false);
  const mobileInput = useRef<HTMLInputElement>(null);
  const otpGroup = useRef<HTMLDivElement>(null);
  // Focus follows the customer to each step they move to (and to the first one if asked).
  const focusOnStep = useRef(autoFocus);

  const mobileInvalid = mobileTouched && !isValidMobile(mobile);
  const otpIncomplete = otpTouched && otp.length < otpLength;

  useEffect(() => {
    if (!focusOnStep.current) return;
    if (step === 'mobile') mobileInput.current?.focus();
    else otpGroup.current?.querySelector('input')?.focus();
  }, [step]);

  useEffect(() => {
    if (step !== 'otp' || remaining <= 0) return;
    const timer = setTimeout(() => setRemaining(remaining - 1), 1000);
    return () => clearTimeout(timer);
  }, [step, remaining, setRemaining]);

  // A refused code (the request ends with an error) empties the boxes, so the next try starts clean.
  const wasPending = useRef(pending);
  useEffect(() => {
    const finished = wasPending.current && !pending;
    wasPending.current = pending;
    if (!finished || !error || step !== 'otp') return;
    setOtp('');
    setOtpTouched(false);
    otpGroup.current?.querySelector('input')?.focus();
  }, [pending, error, step]);

  const handleSend = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setMobileTouched(true);
    if (!isValidMobile(mobile)) {
      mobileInput.current?.focus();
      return;
    }
    try {
      await onSendOtp?.(mobile);
    } catch {
      // The caller shows why through `error`; the customer stays on this step.
      return;
    }
    setOtp('');
    setOtpTouched(false);
    setRemaining(resendSeconds);
    focusOnStep.current = true;
    setStep('otp');
  };

  const handleVerify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setOtpTouched(true);
    if (otp.length < otpLength) {
      otpGroup.current?.querySelectorAll('input')[otp.length]?.focus();
      return;
    }
    onVerifyOtp?.(mobile, otp);
  };

  const handleResend = () => {
    onResend?.(mobile);
    setOtp('');
    setOtpTouched(false);
    setRemaining(resendSeconds);
    // The button is replaced by the countdown: keep focus where the new OTP goes.
    otpGroup.current?.querySelector('input')?.focus();
  };

  const handleChangeNumber = () => {
    setOtp('');
    setOtpTouched(false);
    focusOnStep.current = true;
    setStep('mobile');
  };

  return (
    <LoginFormRoot data-step={step} {...rest} {...identity('LoginForm')}>
      {message && <LoginMessage>{message}</LoginMessage>}
      {error && (
        <LoginAlert role="alert">
          <ErrorIcon />
          <span>{error}</span>
        </LoginAlert>
      )}
      {step === 'mobile' ? (
        <LoginStepForm noValidate onSubmit={handleSend}>
          <TextField
            ref={mobileInput}
            label={mobileLabel}
            hint={mobileHint}
            prefix="+91"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            name="mobile"
            required
            value={mobile}
            onChange={(event) => setMobile(mobileDigits(event.target.value))}
            error={mobileInvalid ? invalidMobileMessage : undefined}
          />
          <Button type="submit" fullWidth loading={pending}>
            {sendOtpLabel}
          </Button>
        </LoginStepForm>
      ) : (
        <LoginStepForm noValidate onSubmit={handleVerify}>
          <OtpInput
            ref={otpGroup}
            length={otpLength}
            value={otp}
            onChange={setOtp}
            label={otpLabel}
            hint={mobile ? otpSentText(mobile) : undefined}
            error={otpIncomplete ? otpIncompleteMessage(otpLength) : undefined}
            name="otp"
          />
          <Button type="submit" fullWidth loading={pending}>
            {verifyLabel}
          </Button>
          <LoginLinks>
            {remaining > 0 ? (
              <ResendCountdown>{resendCountdownText(formatCountdown(remaining))}</ResendCountdown>
            ) : (
              <Button variant="tertiary" onClick={handleResend} disabled={pending}>
                {resendLabel}
              </Button>
            )}
            <Button variant="tertiary" onClick={handleChangeNumber}>
              {changeNumberLabel}
            </Button>
          </LoginLinks>
        </LoginStepForm>
      )}
    </LoginFormRoot>
  );
}
