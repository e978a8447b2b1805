import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button, OtpInput, Stack, type OtpInputProps } from '@nirmal/design-system';

const meta = {
  component: OtpInput,
  args: { onChange: fn(), onComplete: fn() },
  argTypes: { label: { control: 'text' }, hint: { control: 'text' }, error: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component: `One-time password entry, one box per digit: for sign-in (\`LoginForm\`, \`LoginModal\`) and the coupon
OTP (6 digits, spec). Typing advances, paste or SMS autofill fills every box, the arrows, Home and End move,
and Backspace clears and moves back. Where the browser has WebOTP (Chrome on Android) the code of an SMS
ending with the origin-bound line \`@<host> #<code>\` fills the boxes once the customer allows it; the request
stops when the code is complete or the boxes go (\`webOtp={false}\` turns it off). Only digits are taken. \`onComplete\` fires once all \`length\` digits
are in; \`error\` marks every box invalid and is linked to them.

**Do**
- Set \`autoFocus\` when the boxes appear after the customer pressed Send OTP, and say in \`hint\` where the
  code went ("Sent to +91 90000 00001").
- Pass \`length\` from the flow (6 for coupons); keep \`label\` as "Enter OTP" unless the step needs more.
- Show the server's answer (wrong or expired OTP) as \`error\`: it is linked to every box.

**Don't**
- Submit on \`onComplete\` without a visible Verify button the customer can press again.
- Use it for other numbers (mobile number, pincode): those are one \`TextField\` or \`PincodeInput\`.`,
      },
    },
  },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const first = canvas.getByRole('textbox', { name: 'Digit 1 of 6' });
    await expect(canvas.getByRole('group', { name: 'Enter OTP' })).toBeVisible();
    await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(first);
    await userEvent.keyboard('12a3456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveFocus();
  },
};

export const TypingAdvances: Story = {
  name: 'Typing advances',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('4');
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('4');
    await expect(canvas.getByRole('textbox', { name: 'Digit 2 of 6' })).toHaveFocus();
  },
};

export const OnlyDigits: Story = {
  name: 'Only digits',
  play: async ({ canvas, userEvent, args }) => {
    const first = canvas.getByRole('textbox', { name: 'Digit 1 of 6' });
    await userEvent.click(first);
    await userEvent.keyboard('x-');
    await expect(first).toHaveValue('');
    await expect(first).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const PasteFillsEveryBox: Story = {
  name: 'Paste fills every box',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('Your OTP is 482 913');
    const boxes = canvas.getAllByRole('textbox');
    await expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

export const ArrowsAndBackspace: Story = {
  name: 'Arrows and Backspace',
  args: { defaultValue: '1234' },
  play: async ({ canvas, userEvent, args }) => {
    const box = (position: number) => canvas.getByRole('textbox', { name: `Digit ${position} of 6` });
    await userEvent.click(box(4));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(box(3)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // The first empty box is as far as focus goes: the OTP has no gaps.
    await expect(box(5)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(box(5)).toHaveFocus();
    // From an empty box, Backspace clears the digit before it and moves there.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
    await expect(box(4)).toHaveValue('');
    await expect(box(4)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    await expect(box(3)).toHaveFocus();
    // From a filled box, Backspace clears it and moves back.
    await userEvent.click(box(2));
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
    await expect(box(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}9');
    await expect(args.onChange).toHaveBeenLastCalledWith('19');
    await expect(box(3)).toHaveFocus();
  },
};

export const ClickingAnEmptyBoxGoesToTheFirstEmpty: Story = {
  name: 'Clicking an empty box goes to the first empty',
  args: { defaultValue: '12' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 6 of 6' }));
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveFocus();
  },
};

export const FourDigits: Story = {
  name: 'Four digits',
  args: { length: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
    await expect(canvas.getByRole('textbox', { name: 'Digit 4 of 4' })).toBeVisible();
  },
};

export const WithHint: Story = {
  name: 'With hint',
  args: { hint: 'Sent to +91 90000 00001' },
};

export const WithError: Story = {
  name: 'With error',
  args: { defaultValue: '123456', error: 'The OTP is incorrect. 4 attempts left.' },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('textbox')) {
      await expect(box).toBeInvalid();
      await expect(box).toHaveAccessibleDescription('The OTP is incorrect. 4 attempts left.');
    }
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '12' } };

function ClearableOtp(args: OtpInputProps) {
  const [otp, setOtp] = useState('');
  return (
    <Stack gap={4} align="start">
      {/* The OTP step follows the customer's own "Send OTP", so moving focus is expected. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <OtpInput {...args} value={otp} onChange={setOtp} autoFocus name="otp" />
      <Button variant="tertiary" onClick={() => setOtp('')}>
        Clear
      </Button>
    </Stack>
  );
}

export const Controlled: Story = {
  render: (args) => <ClearableOtp {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
    await userEvent.keyboard('987');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={6}>
      <OtpInput {...args} label="Empty" />
      <OtpInput {...args} label="Partly filled" defaultValue="123" />
      <OtpInput {...args} label="Complete" defaultValue="123456" />
      <OtpInput {...args} label="With hint" hint="Sent to +91 90000 00001" />
      <OtpInput {...args} label="With error" defaultValue="111111" error="The OTP is incorrect." />
      <OtpInput {...args} label="Four digits" length={4} />
      <OtpInput {...args} label="Disabled" disabled defaultValue="12" />
    </Stack>
  ),
};

/** What the stand-in for the browser's WebOTP saw: each request, with its abort signal. */
const webOtpRequests: CredentialRequestOptions[] = [];

type WithOtpCredential = Partial<Window & { OTPCredential: unknown }>;

/**
 * Stands in for the browser's WebOTP (headless Chromium reads no SMS): where `supported`, the
 * `OTPCredential` interface exists and `navigator.credentials.get` answers `code` (never, when it is
 * null); without it the interface is missing, as on a desktop or iOS. Every request is recorded.
 * Undone after the story.
 */
function webOtp({ supported, code }: { supported: boolean; code: string | null }) {
  return () => {
    webOtpRequests.length = 0;
    const original = Object.getOwnPropertyDescriptor(window, 'OTPCredential');
    if (supported) Object.defineProperty(window, 'OTPCredential', { value: class {}, configurable: true });
    else delete (window as WithOtpCredential).OTPCredential;
    Object.defineProperty(navigator.credentials, 'get', {
      configurable: true,
      value: (request: CredentialRequestOptions) => {
        webOtpRequests.push(request);
        return code === null ? new Promise(() => {}) : Promise.resolve({ type: 'otp', code });
      },
    });
    return () => {
      delete (navigator.credentials as Partial<CredentialsContainer>).get;
      delete (window as WithOtpCredential).OTPCredential;
      if (original) Object.defineProperty(window, 'OTPCredential', original);
    };
  };
}

export const FilledByWebOtp: Story = {
  name: 'Filled by WebOTP',
  beforeEach: webOtp({ supported: true, code: '482913' }),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('3');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
    await expect(webOtpRequests).toHaveLength(1);
    await expect(webOtpRequests[0]).toMatchObject({ otp: { transport: ['sms'] } });
  },
};

function RemovableOtp(args: OtpInputProps) {
  const [shown, setShown] = useState(true);
  return (
    <Stack gap={3}>
      {shown && <OtpInput {...args} />}
      <div>
        <Button variant="secondary" onClick={() => setShown(false)}>
          Use another number
        </Button>
      </div>
    </Stack>
  );
}

export const WebOtpStopsWhenTheBoxesGo: Story = {
  name: 'WebOTP stops when the boxes go',
  beforeEach: webOtp({ supported: true, code: null }),
  render: (args) => <RemovableOtp {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(webOtpRequests).toHaveLength(1);
    const { signal } = webOtpRequests[0] ?? {};
    await expect(signal?.aborted).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Use another number' }));
    await expect(signal?.aborted).toBe(true);
  },
};

export const WebOtpStopsOnceTyped: Story = {
  name: 'WebOTP stops once the code is typed',
  beforeEach: webOtp({ supported: true, code: null }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    await expect(webOtpRequests[0]?.signal?.aborted).toBe(true);
  },
};

export const WithoutWebOtp: Story = {
  name: 'Without WebOTP',
  beforeEach: webOtp({ supported: false, code: '482913' }),
  play: async ({ canvas }) => {
    // A browser without the API (desktop, iOS): no request, the boxes wait for typing or autofill.
    await expect(webOtpRequests).toEqual([]);
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
  },
};
