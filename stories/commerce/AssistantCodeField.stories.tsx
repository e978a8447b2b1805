import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  AssistantCodeField,
  Stack,
  type AssistantCodeFieldProps,
  type AssistantCodeStatusValue,
} from '@nirmal/design-system';

const meta = {
  component: AssistantCodeField,
  args: { onVerify: fn(), onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `The optional sales-assistant code on the checkout page (checkout state \`assistantCode\` and
\`isAssistantCodeValid\`). The customer types the code of the advisor who helped them and presses
**Verify** (or Enter); the page checks it and passes back \`status\` and \`pending\`.

**Do**
- Set \`pending\` while the check runs, then \`status\` to \`valid\` or \`invalid\`.
- Reset \`status\` to \`idle\` when the customer edits a refused code.

**Don't**
- Don't make the code required: most orders have no assistant.
- Don't verify on every keystroke; wait for Verify.`,
      },
    },
  },
} satisfies Meta<typeof AssistantCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Assistant code' });
    const verify = canvas.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    await userEvent.type(input, ' SA1234 ');
    await expect(args.onChange).toHaveBeenLastCalledWith(' SA1234 ');
    await userEvent.click(verify);
    await expect(args.onVerify).toHaveBeenCalledWith('SA1234');
    // Enter verifies too, without submitting a surrounding form.
    await userEvent.type(input, '{Enter}');
    await expect(args.onVerify).toHaveBeenCalledTimes(2);
  },
};

export const Pending: Story = {
  args: { defaultValue: 'SA1234', pending: true },
  play: async ({ canvas, userEvent, args }) => {
    const verify = canvas.getByRole('button', { name: 'Verify' });
    await expect(verify).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(verify);
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const Valid: Story = {
  args: { defaultValue: 'SA1234', status: 'valid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Assistant code applied');
    await expect(canvas.getByRole('textbox', { name: 'Assistant code' })).toHaveAccessibleDescription(
      /Assistant code applied/,
    );
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'SA99', status: 'invalid' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Assistant code' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/This assistant code is not valid/);
  },
};

function VerifyingField(args: AssistantCodeFieldProps) {
  const [status, setStatus] = useState<AssistantCodeStatusValue>('idle');
  return (
    <AssistantCodeField
      {...args}
      status={status}
      onChange={(value) => {
        args.onChange?.(value);
        setStatus('idle');
      }}
      onVerify={(code) => {
        args.onVerify?.(code);
        setStatus(code === 'SA1234' ? 'valid' : 'invalid');
      }}
    />
  );
}

export const VerifyFlow: Story = {
  name: 'Verify flow',
  render: (args) => <VerifyingField {...args} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Assistant code' });
    await userEvent.type(input, 'SA0000{Enter}');
    await expect(input).toBeInvalid();
    await userEvent.clear(input);
    await expect(input).not.toBeInvalid();
    await userEvent.type(input, 'SA1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Assistant code applied');
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={5}>
      <AssistantCodeField {...args} />
      <AssistantCodeField {...args} defaultValue="SA1234" pending />
      <AssistantCodeField {...args} defaultValue="SA1234" status="valid" />
      <AssistantCodeField {...args} defaultValue="SA99" status="invalid" hint="" />
      <AssistantCodeField {...args} disabled />
    </Stack>
  ),
};
