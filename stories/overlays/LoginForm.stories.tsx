import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { LoginForm, type LoginFormProps } from '@nirmal/design-system';

const meta = {
  component: LoginForm,
  args: {
    onSendOtp: fn(),
    onVerifyOtp: fn(),
    onResend: fn(),
    onStepChange: fn(),
    onMobileChange: fn(),
    style: { maxWidth: '24rem' },
  },
  argTypes: {
    message: { control: 'text' },
    error: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component: `The two sign-in steps (mobile number, then OTP) without a dialog, for the /login page. \`LoginModal\`
shows the same content in a dialog. The form reads the number as it is typed (+91, 0091 or 0 in front,
spaces and dashes are fine), validates it (10 digits starting 6-9) and reports \`onSendOtp(mobile)\`,
\`onVerifyOtp(mobile, otp)\` and \`onResend(mobile)\` with the 10 digits; the page does the calls and passes
\`pending\` and \`error\` back. One countdown (\`resendRemaining\`) drives "Resend OTP in 0:25" and, after a
refusal, the message saying when a new code can be asked for, which goes when it reaches 0.

**Do**
- Return the send request's promise from \`onSendOtp\`: the form moves to the OTP step when it resolves.
- Pass server failures (wrong OTP, sending failed) as \`error\`: they are announced as an alert.
- When the server refuses a code for a while (429 with Retry-After), set \`sendRefused\` and put its seconds in
  \`resendRemaining\` rather than showing its sentence: a fixed "in 5 seconds" would outstay the wait.
- When the code is blocked (too many wrong tries) or expired, set \`otpBlocked\`: Verify gives way to asking for
  a new code.
- Pass \`message\` when sign-in was asked for by an action ("Sign in to book a service").

**Don't**
- Cut or clean the number the customer types: the form reads it, and says when it has too many digits.
- Verify automatically on the last digit: the customer presses Verify.`,
      },
    },
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('+91'));
    await userEvent.type(field, '98765 4321');
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    // Nine digits: an error, linked to the field, and nothing sent.
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9'),
    );
    await expect(field).toHaveFocus();
    await expect(args.onSendOtp).not.toHaveBeenCalled();

    await userEvent.type(field, '0');
    await expect(field).toHaveValue('98765 43210');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendOtp).toHaveBeenCalledWith('9876543210');

    // Step 2: the OTP boxes take focus; the resend countdown starts at 0:30.
    const first = await canvas.findByRole('textbox', { name: 'Digit 1 of 6' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(args.onStepChange).toHaveBeenLastCalledWith('otp');
    await expect(canvas.getByText('Sent to +91 98765 43210')).toBeVisible();
    await expect(canvas.getByText(/^Resend OTP in 0:(30|29)$/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    await userEvent.keyboard('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerifyOtp).toHaveBeenCalledWith('9876543210', '123456');
  },
};

export const PastedWithCountryCode: Story = {
  name: 'Pasted with country code',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Mobile number' }));
    await userEvent.paste('+91 98765 43210');
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('+91 98765 43210');
    await expect(args.onMobileChange).toHaveBeenLastCalledWith('+91 98765 43210');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendOtp).toHaveBeenCalledWith('9876543210');
  },
};

export const TypedWithCountryCode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // Key by key, as a person types it: the +91 is read as the country code, the same as pasted.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '+91 90000 00001');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendOtp).toHaveBeenCalledWith('9000000001');
    await expect(await canvas.findByText('Sent to +91 90000 00001')).toBeVisible();
  },
};

export const TypedWithLeadingZero: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '0 90000 00001{Enter}');
    await expect(args.onSendOtp).toHaveBeenCalledWith('9000000001');
  },
};

export const TooManyDigits: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(field, '90000000012{Enter}');
    // Nothing is cut and nothing is sent: the customer is told, and can see what they typed.
    await expect(args.onSendOtp).not.toHaveBeenCalled();
    await expect(field).toHaveValue('90000000012');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('That is 11 digits. A mobile number has 10: check it and try again.'),
    );
    await userEvent.type(field, '{Backspace}{Enter}');
    await expect(args.onSendOtp).toHaveBeenCalledWith('9000000001');
  },
};

export const OtpStep: Story = {
  name: 'OTP step',
  // A controlled, frozen countdown keeps the screenshot stable.
  args: { defaultStep: 'otp', defaultMobile: '9876543210', resendRemaining: 25, otpLength: 4 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Resend OTP in 0:25')).toBeVisible();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await userEvent.keyboard('12');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByText('Enter the 4-digit OTP')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 4' })).toHaveFocus();
    await expect(args.onVerifyOtp).not.toHaveBeenCalled();
  },
};

/** The page's side of the countdown: it holds the seconds, e.g. from the server's Retry-After. */
function WithCountdown({ from, ...args }: LoginFormProps & { from: number }) {
  const [remaining, setRemaining] = useState(from);
  return <LoginForm {...args} resendRemaining={remaining} onResendRemainingChange={setRemaining} />;
}

export const ResendAvailable: Story = {
  name: 'Resend available',
  args: { defaultStep: 'otp', defaultMobile: '9876543210' },
  render: (args) => <WithCountdown {...args} from={0} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await expect(args.onResend).toHaveBeenCalledWith('9876543210');
    await expect(canvas.getByText(/^Resend OTP in 0:(30|29)$/)).toBeVisible();
    // Focus moves to where the new OTP goes, not to the page.
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
  },
};

export const ChangeNumber: Story = {
  name: 'Change number',
  args: { defaultStep: 'otp', defaultMobile: '9876543210', resendRemaining: 30 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change number' }));
    const field = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(field).toHaveValue('9876543210');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(args.onStepChange).toHaveBeenLastCalledWith('mobile');
  },
};

export const WithMessageAndError: Story = {
  name: 'With message and error',
  args: {
    message: 'Sign in to book a service for your purifier.',
    error: 'We could not send the OTP. Please try again.',
    defaultMobile: '9876543210',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sign in to book a service for your purifier.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not send the OTP. Please try again.');
  },
};

export const RefusedUntilTheWaitEnds: Story = {
  // A 2-second wait stands in for the server's Retry-After.
  args: { sendRefused: true, defaultMobile: '9876543210' },
  render: (args) => <WithCountdown {...args} from={2} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('You can ask for a new code in 0:02.')).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.clear(field);
    await userEvent.type(field, '12345{Enter}');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter a valid 10-digit'));
    // The wait is over: its message goes, and only the one that still applies stays.
    await waitFor(() => expect(canvas.queryByText(/ask for a new code/)).not.toBeInTheDocument(), {
      timeout: 4_000,
    });
    await expect(canvas.getByText(/^Enter a valid 10-digit/)).toBeVisible();
  },
};

const blockedMessage = 'This code was entered wrongly 5 times and is now blocked. Request a new code.';

export const Blocked: Story = {
  // A frozen countdown keeps the screenshot stable.
  args: {
    defaultStep: 'otp',
    defaultMobile: '9876543210',
    otpBlocked: true,
    error: blockedMessage,
    resendRemaining: 25,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('is now blocked');
    // Nothing invites another try of the blocked code: the form says what comes next.
    await expect(canvas.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Enter OTP' })).not.toBeInTheDocument();
    await expect(canvas.getByText('You can ask for a new code in 0:25.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change number' })).toBeVisible();
  },
};

export const BlockedUntilANewCodeIsAllowed: Story = {
  tags: ['!visual'],
  args: { defaultStep: 'otp', defaultMobile: '9876543210', otpBlocked: true, error: blockedMessage },
  render: (args) => <WithCountdown {...args} from={2} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('You can ask for a new code in 0:02.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    const resend = await canvas.findByRole('button', { name: 'Resend OTP' }, { timeout: 4_000 });
    await expect(canvas.queryByText(/ask for a new code in/)).not.toBeInTheDocument();
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledWith('9876543210');
  },
};

export const Pending: Story = {
  args: { pending: true, defaultMobile: '9876543210' },
  play: async ({ canvas, userEvent, args }) => {
    const send = canvas.getByRole('button', { name: 'Send OTP' });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send);
    await expect(args.onSendOtp).not.toHaveBeenCalled();
  },
};

export const SendFails: Story = {
  name: 'Send fails',
  args: { defaultMobile: '9876543210', onSendOtp: fn(() => Promise.reject(new Error('Network'))) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(args.onSendOtp).toHaveBeenCalledWith('9876543210');
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Enter OTP' })).not.toBeInTheDocument();
  },
};

function RefusingServer(args: LoginFormProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <LoginForm
      {...args}
      pending={pending}
      error={error}
      onVerifyOtp={(mobile, otp) => {
        args.onVerifyOtp?.(mobile, otp);
        setPending(true);
        setTimeout(() => {
          setPending(false);
          setError('That code is not right. You have 4 tries left.');
        }, 50);
      }}
    />
  );
}

export const RefusedCodeClears: Story = {
  name: 'Refused code clears',
  args: { defaultStep: 'otp', defaultMobile: '9876543210', otpLength: 4, resendRemaining: 30 },
  render: (args) => <RefusingServer {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const first = canvas.getByRole('textbox', { name: 'Digit 1 of 4' });
    await userEvent.click(first);
    await userEvent.keyboard('1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerifyOtp).toHaveBeenCalledWith('9876543210', '1234');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You have 4 tries left');
    // The refused code is gone and the first box (a fresh one) waits for the next try.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus());
    for (const digit of [1, 2, 3, 4]) {
      await expect(canvas.getByRole('textbox', { name: `Digit ${digit} of 4` })).toHaveValue('');
    }
  },
};
