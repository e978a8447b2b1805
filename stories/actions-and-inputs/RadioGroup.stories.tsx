import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioGroup, Stack } from '@nirmal/design-system';

const slots = [
  { value: 'MORNING', label: 'Morning', description: '9 AM to 12 PM' },
  { value: 'AFTERNOON', label: 'Afternoon', description: '12 PM to 4 PM' },
  { value: 'EVENING', label: 'Evening', description: '4 PM to 7 PM' },
];

const meta = {
  component: RadioGroup,
  args: { legend: 'Preferred time slot', options: slots, name: 'serviceSlot', onChange: fn() },
  argTypes: {
    legend: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component: `One choice among a few options that should all stay visible: a service slot, a working or
not-working old product, a payment plan. A \`<fieldset>\` with a \`<legend>\` and native radios, so
Tab enters the group once and the arrow keys change the choice. Each option can carry a
\`description\`, its radio's accessible description, read after its label; the label line and the
description are one target, so a tap anywhere on the option chooses it.

**Do**
- Use it for 2 to about 6 options; use a Select for longer lists.
- Write the legend as the question ("Preferred time slot").
- Pre-select a sensible default only when most customers would choose it.

**Don't**
- Don't use it for choices that can be combined; use Checkboxes.
- Don't trigger navigation or submit the form when the choice changes.`,
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Preferred time slot' });
    await expect(group).toHaveAttribute('data-nirmal-id', 'RadioGroup');
    await userEvent.click(canvas.getByText('Afternoon'));
    await expect(canvas.getByRole('radio', { name: 'Afternoon' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('AFTERNOON');
  },
};

export const KeyboardArrows: Story = {
  name: 'Keyboard arrows',
  args: { defaultValue: 'MORNING' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const morning = canvas.getByRole('radio', { name: 'Morning' });
    await expect(morning).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const afternoon = canvas.getByRole('radio', { name: 'Afternoon' });
    await expect(afternoon).toHaveFocus();
    await expect(afternoon).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('AFTERNOON');
    await expect(afternoon).toHaveAccessibleDescription('12 PM to 4 PM');
  },
};

export const WithHint: Story = {
  name: 'With hint',
  args: { hint: 'Our technician calls 30 minutes before arriving.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Preferred time slot' })).toHaveAccessibleDescription(
      'Our technician calls 30 minutes before arriving.',
    );
  },
};

export const WithError: Story = {
  name: 'With error',
  args: { required: true, error: 'Choose a time slot.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Preferred time slot' })).toHaveAccessibleDescription(
      'Choose a time slot.',
    );
    await expect(canvas.getByRole('radio', { name: 'Morning' })).toBeRequired();
  },
};

export const DisabledOption: Story = {
  name: 'Disabled option',
  args: {
    options: [
      { value: 'WORKING', label: 'Working' },
      {
        value: 'NOT_WORKING',
        label: 'Not working',
        description: 'Not accepted for this product',
        disabled: true,
      },
    ],
    legend: 'Condition of your old purifier',
    name: 'exchangeCondition',
  },
  play: async ({ canvas, userEvent, args }) => {
    const notWorking = canvas.getByRole('radio', { name: 'Not working' });
    await expect(notWorking).toBeDisabled();
    await userEvent.click(notWorking);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const savedAddresses = [
  {
    value: 'home',
    label: 'Asha Rao, +91 98765 43210',
    description: '14, 3rd Cross, Indiranagar, Bengaluru 560038',
  },
  {
    value: 'office',
    label: 'Asha Rao, +91 98765 43210',
    description: '22, MG Road, Ashok Nagar, Bengaluru 560001',
  },
];

export const SavedAddresses: Story = {
  name: 'Saved addresses',
  args: { legend: 'Deliver to', name: 'addressId', options: savedAddresses, defaultValue: 'home' },
  play: async ({ canvas, userEvent, args }) => {
    // Both options carry the same name; the address, their description, tells them apart.
    const [home, office] = canvas.getAllByRole('radio', { name: 'Asha Rao, +91 98765 43210' });
    await expect(home).toHaveAccessibleDescription(savedAddresses[0]?.description);
    await expect(office).toHaveAccessibleDescription(savedAddresses[1]?.description);
    // The whole option is the target: a tap on the address chooses it, as on the name.
    await userEvent.click(canvas.getByText('22, MG Road, Ashok Nagar, Bengaluru 560001'));
    await expect(office).toBeChecked();
    await expect(home).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('office');
  },
};

export const ResponsiveRow: Story = {
  name: 'Responsive row',
  args: { direction: 'responsive', defaultValue: 'EVENING' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={6}>
      <RadioGroup {...args} legend="Nothing chosen" name="a" />
      <RadioGroup {...args} legend="Chosen" name="b" defaultValue="MORNING" />
      <RadioGroup {...args} legend="With hint" name="c" hint="We call before arriving." />
      <RadioGroup {...args} legend="With error" name="d" required error="Choose a time slot." />
      <RadioGroup {...args} legend="Disabled" name="e" disabled defaultValue="EVENING" />
      <RadioGroup {...args} legend="Side by side from md" name="f" direction="responsive" />
    </Stack>
  ),
};
