import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button, LoginModal, type LoginModalProps } from '@nirmal/design-system';

const meta = {
  component: LoginModal,
  args: {
    trigger: <Button>Sign in</Button>,
    onOpenChange: fn(),
    onSendOtp: fn(),
    onVerifyOtp: fn(),
    onResend: fn(),
  },
  argTypes: {
    trigger: { control: false },
    title: { control: 'text' },
    message: { control: 'text' },
    error: { control: 'text' },
  },
  parameters: {
    docs: {
      // On the docs page each example opens in a frame of its own, not over the page.
      story: { inline: false, height: '640px' },
      description: {
        component: `The login overlay every page can open while the customer is logged out: a Radix dialog around
\`LoginForm\` (mobile number and "Send OTP", then OTP, "Verify", resend countdown and "Change number").
Focus starts in the field, Escape closes, and focus returns to whatever opened it.

**Do**
- Open it with the \`message\` that explains why (the modal remembers a message).
- Keep it controlled from the shell's \`login.open\` state with \`open\` / \`onOpenChange\`.
- Control \`resendRemaining\` if the countdown must survive closing and reopening.

**Don't**
- Show it to a signed-in customer.
- Use it on the /login page: that page renders \`LoginForm\` inline.`,
      },
    },
  },
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Sign in' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const field = screen.getByRole('textbox', { name: 'Mobile number' });
    // Focus starts in the field, not on the close button.
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('9876543210{Enter}');
    await expect(args.onSendOtp).toHaveBeenCalledWith('9876543210');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus());
    await expect(dialog).toContainElement(screen.getByRole('button', { name: 'Verify' }));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const WithMessage: Story = {
  name: 'With message',
  args: { defaultOpen: true, message: 'Sign in to see your devices and AMC plans.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toHaveTextContent('Sign in to see your devices and AMC plans.');
  },
};

export const OtpStep: Story = {
  name: 'OTP step',
  args: { defaultOpen: true, defaultStep: 'otp', defaultMobile: '9876543210', resendRemaining: 30 },
  play: async ({ userEvent, args }) => {
    await screen.findByRole('dialog', { name: 'Sign in' });
    await expect(screen.getByText('Resend OTP in 0:30')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus());
    await userEvent.keyboard('482913{Enter}');
    await expect(args.onVerifyOtp).toHaveBeenCalledWith('9876543210', '482913');
  },
};

export const WrongOtp: Story = {
  name: 'Wrong OTP',
  args: {
    defaultOpen: true,
    defaultStep: 'otp',
    defaultMobile: '9876543210',
    resendRemaining: 0,
    error: 'The OTP you entered is incorrect. Please try again.',
  },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Sign in' });
    await expect(screen.getByRole('alert')).toHaveTextContent('The OTP you entered is incorrect.');
    await expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeVisible();
  },
};

export const CloseButton: Story = {
  name: 'Close button',
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Sign in' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** The shell's way: a button of the page sets the state the modal is open by. */
function LoginOpenedByState(args: LoginModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Sign in to continue</Button>
      <LoginModal {...args} trigger={undefined} open={open} onOpenChange={setOpen} />
    </>
  );
}

export const OpenedByThePage: Story = {
  name: 'Opened by the page',
  render: (args) => <LoginOpenedByState {...args} />,
  play: async ({ canvas, userEvent }) => {
    // No trigger of its own (the shell opens it from its store): focus still returns to the opener.
    const opener = canvas.getByRole('button', { name: 'Sign in to continue' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Sign in' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  args: { defaultOpen: true, message: 'Sign in to book a service.' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
