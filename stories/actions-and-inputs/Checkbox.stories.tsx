import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox, Stack, theme, type CheckboxProps } from '@nirmal/design-system';

const meta = {
  component: Checkbox,
  args: { label: 'I agree to the terms and conditions', name: 'isTCChecked', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component: `A labelled native checkbox: accept the terms at checkout, opt in to WhatsApp updates, pick
several items. The whole label toggles it. \`indeterminate\` shows a "some selected" state for a
"Select all" box.

**Do**
- Word the label as the thing that becomes true when checked ("Use my current address").
- Use \`error\` when a required box is left unchecked, and say what to do.
- Use separate checkboxes for independent choices.

**Don't**
- Don't use a checkbox to trigger an immediate action; use a Button.
- Don't use it for one choice among several; use a RadioGroup.`,
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
    await expect(box).not.toBeChecked();
    // The label toggles it too.
    await userEvent.click(canvas.getByText('I agree to the terms and conditions'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const WithHint: Story = {
  name: 'With hint',
  args: {
    label: 'Send me service updates on WhatsApp',
    hint: 'Visit reminders and technician details, no more than one a day.',
    name: 'whatsappOptIn',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Send me service updates on WhatsApp' }),
    ).toHaveAccessibleDescription('Visit reminders and technician details, no more than one a day.');
  },
};

export const WithError: Story = {
  name: 'With error',
  args: { required: true, error: 'Accept the terms and conditions to continue.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Accept the terms and conditions to continue.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const items = ['Sediment filter', 'Carbon filter', 'RO membrane'];

function SelectAll(args: CheckboxProps) {
  const [selected, setSelected] = useState<string[]>(['Sediment filter']);
  const all = selected.length === items.length;
  return (
    <Stack gap={2}>
      <Checkbox
        {...args}
        label="Select all parts"
        checked={all}
        indeterminate={selected.length > 0 && !all}
        onChange={() => setSelected(all ? [] : items)}
      />
      {items.map((item) => (
        <Checkbox
          key={item}
          label={item}
          style={{ marginInlineStart: theme.space[6] }}
          checked={selected.includes(item)}
          onChange={() =>
            setSelected((now) => (now.includes(item) ? now.filter((each) => each !== item) : [...now, item]))
          }
        />
      ))}
    </Stack>
  );
}

export const Indeterminate: Story = {
  render: (args) => <SelectAll {...args} />,
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all parts' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'RO membrane' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Carbon filter' }));
    await expect(all).toBePartiallyChecked();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={4}>
      <Checkbox {...args} label="Unchecked" />
      <Checkbox {...args} label="Checked" defaultChecked />
      <Checkbox {...args} label="Indeterminate" indeterminate />
      <Checkbox {...args} label="With hint" hint="Visit reminders only." />
      <Checkbox {...args} label="With error" error="Accept the terms to continue." />
      <Checkbox {...args} label="Disabled" disabled />
      <Checkbox {...args} label="Disabled checked" disabled defaultChecked />
    </Stack>
  ),
};
