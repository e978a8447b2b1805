import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PaymentMethodPicker, Stack } from '@nirmal/design-system';

const meta = {
  component: PaymentMethodPicker,
  args: { onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `Chooses the payment gateway (PAYU or RAZORPAY) on the checkout page. Native radios inside
label cards: Tab reaches the group, arrow keys move and select, and a tap anywhere on a card picks it.

**Do**
- Keep the providers' descriptions short: what the customer can pay with.
- Show \`error\` when the customer presses Pay without a method.

**Don't**
- Don't use it for choices that act at once (use buttons): a radio only selects.
- Don't pre-select a provider the order cannot use.`,
      },
    },
  },
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Payment method' })).toBeVisible();
    const payu = canvas.getByRole('radio', { name: 'PayU' });
    const razorpay = canvas.getByRole('radio', { name: 'Razorpay' });
    await expect(payu).toHaveAccessibleDescription('UPI, debit and credit cards, net banking and wallets');
    await expect(payu).not.toBeChecked();
    await userEvent.click(canvas.getByText('UPI, cards, net banking, EMI and pay later'));
    await expect(razorpay).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('RAZORPAY');
  },
};

export const KeyboardSelection: Story = {
  name: 'Keyboard selection',
  args: { defaultValue: 'PAYU' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const payu = canvas.getByRole('radio', { name: 'PayU' });
    await expect(payu).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const razorpay = canvas.getByRole('radio', { name: 'Razorpay' });
    await expect(razorpay).toHaveFocus();
    await expect(razorpay).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('RAZORPAY');
  },
};

export const Selected: Story = { args: { defaultValue: 'RAZORPAY' } };

export const WithError: Story = {
  name: 'With error',
  args: { error: 'Choose how you want to pay' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'PayU' })).toHaveAccessibleDescription(
      /Choose how you want to pay/,
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'PAYU', disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { defaultValue: 'PAYU' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={6}>
      <PaymentMethodPicker {...args} name="none" />
      <PaymentMethodPicker {...args} name="payu" defaultValue="PAYU" legend="Pay with" />
      <PaymentMethodPicker {...args} name="error" error="Choose how you want to pay" />
      <PaymentMethodPicker {...args} name="disabled" defaultValue="RAZORPAY" disabled />
    </Stack>
  ),
};
