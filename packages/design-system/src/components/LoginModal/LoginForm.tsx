import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import { formatMobile } from '@nirmal/format';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { Button } from '../Button/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { OtpInput } from '../OtpInput/index.ts';
import { TextField } from '../TextField/index.ts';
import { formatCountdown } from './loginValues.ts';
import { LoginFormRoot, LoginLinks, LoginStepForm, ResendCountdown } from './LoginModal.styles.ts';
import { readTypedMobile } from './typedMobile.ts';

/** The two steps of sign-in: the mobile number, then the OTP sent to it. */
export type LoginStep = 'mobile' | 'otp';

export type LoginFormOwnProps = {
  /** The step shown (controlled). @default undefined */
  step?: LoginStep;
  /** The step to start with (uncontrolled). @default 'mobile' */
  defaultStep?: LoginStep;
  /** Called when the form moves to the other step. @default undefined */
  onStepChange?: (step: LoginStep) => void;
  /**
   * The mobile field's text as typed (controlled): `98765 43210`, `+91 98765 43210` and
   * `098765 43210` all stand for the same number. @default undefined
   */
  mobile?: string;
  /** The mobile field's text to start with (uncontrolled). @default '' */
  defaultMobile?: string;
  /** Called with the mobile field's text after every change. @default undefined */
  onMobileChange?: (mobile: string) => void;
  /**
   * Called with the 10-digit number (no +91, spaces or dashes) on "Send OTP" once it is valid.
   * Unless `step` is controlled, the form moves to the OTP step once it returns, or once its
   * promise resolves (a rejected promise stays). @default undefined
   */
  onSendOtp?: (mobile: string) => void | Promise<unknown>;
  /** Called with the 10-digit number and the complete OTP on "Verify". @default undefined */
  onVerifyOtp?: (mobile: string, otp: string) => void;
  /** Called with the number on "Resend OTP"; the countdown restarts and the boxes clear. @default undefined */
  onResend?: (mobile: string) => void;
  /** Number of OTP digits. @default 6 */
  otpLength?: number;
  /** Seconds before "Resend OTP" can be used, counted from each send. @default 30 */
  resendSeconds?: number;
  /**
   * Seconds left before a new code can be asked for (controlled): the one countdown behind "Resend
   * OTP in 0:25" and `waitText`. Set it from the server's Retry-After when it refuses a code, or to
   * keep the countdown when the modal closes and reopens. @default undefined
   */
  resendRemaining?: number;
  /** Called every second of the countdown and when it restarts. @default undefined */
  onResendRemainingChange?: (seconds: number) => void;
  /**
   * The server refused to send a code until the countdown (`resendRemaining`) ends, e.g. a 429
   * with Retry-After: the form says so with `waitText`, counting down, and the message goes at 0.
   * @default false
   */
  sendRefused?: boolean;
  /**
   * The code can no longer be checked (entered wrongly too often, or expired): the boxes and
   * Verify give way to asking for a new code, with `waitText` counting down until the server
   * allows it. Say why in `error`. @default false
   */
  otpBlocked?: boolean;
  /** Why the customer is asked to sign in (spec §4: the modal remembers a message), shown at the top. @default undefined */
  message?: ReactNode;
  /**
   * A failure from the server (wrong OTP, sending failed…), announced as an alert. When `pending`
   * ends with an error on the OTP step, the boxes empty and take focus for the next try. A refusal
   * to wait out belongs in `sendRefused` and `resendRemaining` instead, so its message counts down.
   * @default undefined
   */
  error?: ReactNode;
  /** The current step's request is in progress: its button shows a spinner and ignores clicks. @default false */
  pending?: boolean;
  /**
   * Focus the current step's field on mount (a modal's first field). Later steps take focus as the
   * customer reaches them either way. @default false
   */
  autoFocus?: boolean;
  /** Label of the mobile field. @default 'Mobile number' */
  mobileLabel?: ReactNode;
  /** Help under the mobile label. @default undefined */
  mobileHint?: ReactNode;
  /** Shown when the number is not 10 digits starting with 6-9. @default 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9' */
  invalidMobileMessage?: ReactNode;
  /** Shown when more than 10 digits were typed, with their count. @default (count) => `That is ${count} digits. A mobile number has 10: check it and try again.` */
  tooLongMobileMessage?: (digitCount: number) => ReactNode;
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
  /** Text while resend waits; `time` is `m:ss`, or `h:mm:ss` from an hour on. @default (time) => `Resend OTP in ${time}` */
  resendCountdownText?: (time: string) => ReactNode;
  /** Says when a refused or blocked customer can ask for a new code; `time` is `m:ss`, or `h:mm:ss` from an hour on. @default (time) => `You can ask for a new code in ${time}.` */
  waitText?: (time: string) => ReactNode;
  /** Goes back to the mobile step. @default 'Change number' */
  changeNumberLabel?: ReactNode;
};

export type LoginFormProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & LoginFormOwnProps;

const defaultOtpSentText = (mobile: string) => `Sent to +91 ${formatMobile(mobile)}`;
const defaultOtpIncomplete = (length: number) => `Enter the ${length}-digit OTP`;
const defaultCountdownText = (time: string) => `Resend OTP in ${time}`;
const defaultWaitText = (time: string) => `You can ask for a new code in ${time}.`;
const defaultTooLong = (count: number) =>
  `That is ${count} digits. A mobile number has 10: check it and try again.`;

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
  sendRefused = false,
  otpBlocked = false,
  message,
  error,
  pending = false,
  autoFocus = false,
  mobileLabel = 'Mobile number',
  mobileHint,
  invalidMobileMessage = 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9',
  tooLongMobileMessage = defaultTooLong,
  sendOtpLabel = 'Send OTP',
  otpLabel = 'Enter OTP',
  otpSentText = defaultOtpSentText,
  otpIncompleteMessage = defaultOtpIncomplete,
  verifyLabel = 'Verify',
  resendLabel = 'Resend OTP',
  resendCountdownText = defaultCountdownText,
  waitText = defaultWaitText,
  changeNumberLabel = 'Change number',
  ...rest
}: LoginFormProps) {
  const [step, setStep] = useControllableState(stepProp, defaultStep, onStepChange);
  const [mobileText, setMobileText] = useControllableState(mobileProp, defaultMobile, onMobileChange);
  const [remaining, setRemaining] = useControllableState(
    resendRemaining,
    defaultStep === 'otp' ? resendSeconds : 0,
    onResendRemainingChange,
  );
  const [otp, setOtp] = useState('');
  const [mobileTouched, setMobileTouched] = useState(false);
  const [otpTouched, setOtpTouched] = useState(false);
  // Each new round of the OTP boxes (a new code, a refused one) mounts them afresh: empty, focused.
  const [otpRound, setOtpRound] = useState(0);
  // Focus follows the customer to each step they move to (and to the first one if asked).
  const [focusFields, setFocusFields] = useState(autoFocus);
  const mobileInput = useRef<HTMLInputElement>(null);
  const otpGroup = useRef<HTMLDivElement>(null);

  const typed = readTypedMobile(mobileText);
  const mobile = typed.digits;
  const mobileError =
    !mobileTouched || typed.valid
      ? undefined
      : typed.tooLong
        ? tooLongMobileMessage(typed.digits.length)
        : invalidMobileMessage;
  const otpIncomplete = otpTouched && otp.length < otpLength;
  const waiting = remaining > 0;

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining(remaining - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining, setRemaining]);

  const startOtpRound = useCallback(() => {
    setOtp('');
    setOtpTouched(false);
    setOtpRound((round) => round + 1);
    setFocusFields(true);
  }, []);

  // A refused code (the request ends with an error) empties the boxes, so the next try starts clean.
  const wasPending = useRef(pending);
  useEffect(() => {
    const finished = wasPending.current && !pending;
    wasPending.current = pending;
    if (finished && error && step === 'otp') startOtpRound();
  }, [pending, error, step, startOtpRound]);

  const handleSend = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setMobileTouched(true);
    if (!typed.valid) {
      mobileInput.current?.focus();
      return;
    }
    try {
      await onSendOtp?.(mobile);
    } catch {
      // The caller shows why through `error` or `sendRefused`; the customer stays on this step.
      return;
    }
    startOtpRound();
    setRemaining(resendSeconds);
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
    // The button gives way to the countdown: the new boxes take focus where the new code goes.
    startOtpRound();
    setRemaining(resendSeconds);
  };

  const handleChangeNumber = () => {
    setOtp('');
    setOtpTouched(false);
    setFocusFields(true);
    setStep('mobile');
  };

  const resend = waiting ? (
    <ResendCountdown>{resendCountdownText(formatCountdown(remaining))}</ResendCountdown>
  ) : (
    <Button variant="tertiary" onClick={handleResend} disabled={pending}>
      {resendLabel}
    </Button>
  );
  const changeNumber = (
    <Button variant="tertiary" onClick={handleChangeNumber}>
      {changeNumberLabel}
    </Button>
  );

  return (
    <LoginFormRoot data-step={step} {...rest} {...identity('LoginForm')}>
      {message && <InlineAlert tone="info">{message}</InlineAlert>}
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      {waiting && (sendRefused || otpBlocked) && (
        // Not a live region: it would read the time out every second. `error` or the refused
        // button already told the customer; this says how long is left.
        <InlineAlert tone="warning" role="none">
          {waitText(formatCountdown(remaining))}
        </InlineAlert>
      )}
      {step === 'mobile' ? (
        <LoginStepForm noValidate onSubmit={handleSend}>
          <TextField
            ref={mobileInput}
            label={mobileLabel}
            hint={mobileHint}
            prefix="+91"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            name="mobile"
            required
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the step the customer just asked for (or a modal's first field)
            autoFocus={focusFields}
            value={mobileText}
            onChange={(event) => setMobileText(event.target.value)}
            error={mobileError}
          />
          <Button type="submit" fullWidth loading={pending}>
            {sendOtpLabel}
          </Button>
        </LoginStepForm>
      ) : otpBlocked ? (
        <LoginStepForm as="div">
          {!waiting && (
            <Button fullWidth onClick={handleResend} loading={pending}>
              {resendLabel}
            </Button>
          )}
          <LoginLinks>{changeNumber}</LoginLinks>
        </LoginStepForm>
      ) : (
        <LoginStepForm noValidate onSubmit={handleVerify}>
          <OtpInput
            key={otpRound}
            ref={otpGroup}
            length={otpLength}
            value={otp}
            onChange={setOtp}
            label={otpLabel}
            hint={mobile ? otpSentText(mobile) : undefined}
            error={otpIncomplete ? otpIncompleteMessage(otpLength) : undefined}
            name="otp"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the step the customer just asked for
            autoFocus={focusFields}
          />
          <Button type="submit" fullWidth loading={pending}>
            {verifyLabel}
          </Button>
          <LoginLinks>
            {resend}
            {changeNumber}
          </LoginLinks>
        </LoginStepForm>
      )}
    </LoginFormRoot>
  );
}
