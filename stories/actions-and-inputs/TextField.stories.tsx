import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack, TextField } from '@nirmal/design-system';

const meta = {
  component: TextField,
  args: { label: 'Full name', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    prefix: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component: `A labelled text input with an optional hint, error and prefix, for names, email, mobile numbers and
addresses. \`ref\` and input attributes (\`name\`, \`type\`, \`inputMode\`, \`autoComplete\`, \`required\`…) go to
the \`<input>\`; \`className\` and \`style\` to the wrapper. \`hint\` explains the expected format; \`error\` marks
the field invalid and is linked to the input through \`aria-describedby\`.

**Do**
- Keep a visible \`label\` on every field; use \`hint\` for the format ("10 digits, starting 6 to 9").
- For a mobile number use \`prefix="+91"\`, \`type="tel"\`, \`inputMode="numeric"\`, \`autoComplete="tel-national"\` and \`maxLength={10}\`:
  the value stays the 10 digits.
- Write \`error\` as what to fix ("Enter a 10-digit mobile number"), set after the customer leaves the field
  or submits, not on every keystroke.

**Don't**
- Use the placeholder as the label, or put the hint only in the placeholder: it disappears on typing.
- Put +91 or the country code in the value.
- Disable a field to show a value that cannot change: show it as text.`,
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Asha Rao');
    await expect(input).toHaveValue('Asha Rao');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  name: 'With hint',
  args: { label: 'Email', hint: 'We send your invoices here.', type: 'email', autoComplete: 'email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We send your invoices here.',
    );
  },
};

export const WithError: Story = {
  name: 'With error',
  args: {
    label: 'Mobile number',
    prefix: '+91',
    defaultValue: '12345',
    error: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/\+91.*Enter a 10-digit mobile number/);
  },
};

export const MobileNumberWithPrefix: Story = {
  name: 'Mobile number with prefix',
  args: {
    label: 'Mobile number',
    prefix: '+91',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    maxLength: 10,
    required: true,
    name: 'mobile',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /Mobile number/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('+91');
    await userEvent.type(input, '9000000001');
    await expect(input).toHaveValue('9000000001');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Asha Rao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toBeDisabled();
  },
};

export const ForwardsRefAndProps: Story = {
  name: 'Forwards ref and props',
  render: (args) => {
    const ref = { current: null as HTMLInputElement | null };
    return (
      <>
        <TextField {...args} ref={ref} data-testid="name-input" className="field" />
        <button type="button" onClick={() => ref.current?.focus()}>
          Focus the field
        </button>
      </>
    );
  },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Focus the field' }));
    await expect(canvas.getByTestId('name-input')).toHaveFocus();
    await expect(canvasElement.querySelector('.field')).toHaveAttribute('data-nirmal-id', 'TextField');
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={5}>
      <TextField {...args} label="Plain" />
      <TextField {...args} label="With hint" hint="As on your bill" />
      <TextField {...args} label="Mobile number" prefix="+91" defaultValue="9000000001" />
      <TextField {...args} label="Required" required />
      <TextField {...args} label="With error" error="This field is required." />
      <TextField {...args} label="Disabled" disabled defaultValue="Cannot change" />
    </Stack>
  ),
};
