import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, PincodeInput, Stack } from '@nirmal/design-system';

const meta = {
  component: PincodeInput,
  args: { onChange: fn(), onComplete: fn() },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component: `A field for a six-digit Indian pincode (delivery, service address, cart pricing). It opens the
numeric keypad, keeps digits only (pasting "560 001" gives 560001), and checks the first digit is
1 to 9. The message "Enter a valid 6-digit pincode" appears when the customer leaves the field or
submits the form, never while they are still typing; \`onComplete\` fires once the pincode is whole
and valid, e.g. to check delivery.

**Do**
- Pre-fill it with the stored pincode (\`defaultValue\`).
- Pass server answers ("We do not deliver to this pincode yet") through \`error\`.
- Use \`onComplete\` to start a check without an extra tap.

**Don't**
- Don't use a plain number input: it drops leading digits and shows spinners.
- Don't show an error before the customer has finished.`,
      },
    },
  },
} satisfies Meta<typeof PincodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Pincode' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('maxlength', '6');
    await userEvent.type(input, '56a0-001');
    await expect(input).toHaveValue('560001');
    await expect(args.onChange).toHaveBeenLastCalledWith('560001');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('560001');
    await userEvent.tab();
    await expect(input).toBeValid();
  },
};

export const InvalidOnBlur: Story = {
  name: 'Invalid on blur',
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Pincode' });
    await userEvent.type(input, '5600');
    // Not while typing.
    await expect(canvas.queryByText('Enter a valid 6-digit pincode')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Enter a valid 6-digit pincode');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Fixing it clears the message at once.
    await userEvent.type(input, '01');
    await expect(canvas.queryByText('Enter a valid 6-digit pincode')).not.toBeInTheDocument();
    await expect(args.onComplete).toHaveBeenCalledWith('560001');
  },
};

export const LeadingZero: Story = {
  name: 'Leading zero',
  args: { defaultValue: '012345' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Pincode' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Enter a valid 6-digit pincode');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const PasteWithSpace: Story = {
  name: 'Paste with space',
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Pincode' });
    await userEvent.click(input);
    await userEvent.paste('110 001');
    await expect(input).toHaveValue('110001');
    await expect(args.onComplete).toHaveBeenCalledWith('110001');
  },
};

export const ValidatedOnSubmit: Story = {
  name: 'Validated on submit',
  args: { required: true, label: 'Delivery pincode' },
  render: (args) => (
    <form aria-label="Delivery" onSubmit={(event) => event.preventDefault()}>
      <Stack gap={3} align="start">
        <PincodeInput {...args} />
        <Button type="submit">Check</Button>
      </Stack>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(canvas.getByText('Enter a valid 6-digit pincode')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Delivery pincode/ })).toBeRequired();
  },
};

export const ServerError: Story = {
  name: 'Server error',
  args: { defaultValue: '400001', error: 'We do not deliver to this pincode yet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Pincode' })).toHaveAccessibleDescription(
      'We do not deliver to this pincode yet',
    );
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={5}>
      <PincodeInput {...args} label="Empty" />
      <PincodeInput {...args} label="Filled" defaultValue="560001" />
      <PincodeInput {...args} label="With hint" hint="Where the purifier will be installed" />
      <PincodeInput {...args} label="With error" defaultValue="0600" error="Enter a valid 6-digit pincode" />
      <PincodeInput {...args} label="Disabled" disabled defaultValue="110001" />
    </Stack>
  ),
};
