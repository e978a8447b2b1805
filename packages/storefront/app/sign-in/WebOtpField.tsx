import { TextField, useWebOtp, type TextFieldProps } from '@nirmal/design-system';
import { useRef } from 'react';

/**
 * A one-time code in one text field of a plain form: the keyboard's autofill offers the SMS's code,
 * and where the browser has WebOTP the code fills in and the form is sent. It stops asking once the
 * form is being sent (`listening` false) or the field goes.
 */
export function WebOtpField({ listening, ...props }: TextFieldProps & { listening: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  useWebOtp(listening, (code) => {
    if (!input.current) return;
    input.current.value = code;
    input.current.form?.requestSubmit();
  });
  return <TextField ref={input} inputMode="numeric" autoComplete="one-time-code" {...props} />;
}
