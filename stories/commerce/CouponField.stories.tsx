import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { CouponField, Stack, type CouponFieldProps } from '@nirmal/design-system';

const meta = {
  component: CouponField,
  args: {
    onApply: fn(),
    onChange: fn(),
    onVerifyOtp: fn(),
    onResendOtp: fn(),
    onCancelOtp: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: `Applies a coupon in the cart or at checkout: the code must have at least 4 characters,
some coupons then ask for a 6-digit OTP, and an order takes at most 3 coupons. The field checks the
length itself; the page applies the code and passes back \`pending\`, \`error\` and \`otpRequired\`.
Show the coupons already applied with **AppliedCoupons** under it.

**Do**
- Pass \`appliedCount\` so the field explains the 3-coupon limit instead of failing.
- Pass the shop's message as \`error\` or \`otpError\` when a code or OTP is refused.
- Say where the OTP went with \`otpHint\` (a masked +91 number).

**Don't**
- Don't apply on every keystroke; wait for Apply.
- Don't clear the code after an error: the customer may need to fix one character.`,
      },
    },
  },
} satisfies Meta<typeof CouponField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Coupon code' });
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await userEvent.type(input, 'ab1');
    await userEvent.click(apply);
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/Coupon code must be at least 4 characters/);
    await userEvent.type(input, 'c ');
    await expect(input).not.toBeInvalid();
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledWith('AB1C');
    await userEvent.type(input, '{Enter}');
    await expect(args.onApply).toHaveBeenCalledTimes(2);
  },
};

export const Applying: Story = {
  args: { defaultValue: 'NIRMAL10', pending: true },
  play: async ({ canvas, userEvent, args }) => {
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await expect(apply).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(apply);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { defaultValue: 'OLD2024', error: 'This coupon has expired' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Coupon code' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/This coupon has expired/);
  },
};

export const OtpStep: Story = {
  name: 'OTP step',
  args: { defaultValue: 'STAFF500', otpRequired: true, otpHint: 'Sent to +91 98XXXXXX10' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
    const otp = canvas.getByRole('group', { name: 'Enter the 6-digit OTP to use this coupon' });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerifyOtp).not.toHaveBeenCalled();
    await expect(otp).toHaveTextContent('Enter all 6 digits of the OTP');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 5 of 6' }));
    await userEvent.keyboard('56');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerifyOtp).toHaveBeenCalledWith('STAFF500', '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await expect(args.onResendOtp).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Use another code' }));
    await expect(args.onCancelOtp).toHaveBeenCalledTimes(1);
  },
};

export const WrongOtp: Story = {
  name: 'Wrong OTP',
  args: {
    defaultValue: 'STAFF500',
    otpRequired: true,
    otpHint: 'Sent to +91 98XXXXXX10',
    otpError: 'The OTP is incorrect. Check it or ask for a new one.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAccessibleDescription(
      /The OTP is incorrect/,
    );
  },
};

export const AtTheLimit: Story = {
  name: 'At the limit',
  args: { appliedCount: 3 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Coupon code' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleDescription('You can apply at most 3 coupons');
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

function CouponFlow(args: CouponFieldProps) {
  const [otpRequired, setOtpRequired] = useState(false);
  const [applied, setApplied] = useState<string | null>(null);
  return (
    <Stack gap={3}>
      <CouponField
        {...args}
        appliedCount={applied ? 1 : 0}
        otpRequired={otpRequired}
        otpHint="Sent to +91 98XXXXXX10"
        onApply={(code) => {
          args.onApply?.(code);
          setOtpRequired(true);
        }}
        onVerifyOtp={(code, otp) => {
          args.onVerifyOtp?.(code, otp);
          setOtpRequired(false);
          setApplied(code);
        }}
        onCancelOtp={() => setOtpRequired(false)}
      />
      <p role="status">{applied ? `${applied} applied` : ''}</p>
    </Stack>
  );
}

export const ApplyWithOtp: Story = {
  name: 'Apply with OTP',
  render: (args) => <CouponFlow {...args} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code' }), 'staff500{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('STAFF500');
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
    await userEvent.keyboard('654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerifyOtp).toHaveBeenCalledWith('STAFF500', '654321');
    await expect(canvas.getByRole('status')).toHaveTextContent('STAFF500 applied');
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={6}>
      <CouponField {...args} />
      <CouponField {...args} defaultValue="NIRMAL10" pending />
      <CouponField {...args} defaultValue="OLD2024" error="This coupon has expired" />
      <CouponField {...args} defaultValue="STAFF500" otpRequired otpHint="Sent to +91 98XXXXXX10" />
      <CouponField {...args} appliedCount={3} />
    </Stack>
  ),
};
