import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select, Stack } from '@nirmal/design-system';

const serviceTypes = [
  { value: 'INSTALLATION', label: 'Installation' },
  { value: 'REPAIR', label: 'Repair' },
  { value: 'FILTER_CHANGE', label: 'Filter change' },
  { value: 'UNINSTALLATION', label: 'Uninstallation', disabled: true },
];

const meta = {
  component: Select,
  args: {
    label: 'Service type',
    options: serviceTypes,
    placeholder: 'Select a service',
    name: 'serviceType',
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component: `A labelled native \`<select>\` for one choice from a short, known list: service type, state,
time slot. The native control opens the phone's own picker, which is the most usable list on a
360 px screen. A \`placeholder\` adds a first empty option ("Select a service").

**Do**
- Use it for 4 to about 15 options; use a RadioGroup for 2 or 3 options that should all be visible.
- Add \`required\` with a placeholder so the form cannot submit without a choice.
- Put the format or consequence of the choice in \`hint\`.

**Don't**
- Don't use it for navigation or to trigger an action on change.
- Don't hide long lists (cities, products) in it; offer a SearchField instead.`,
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Service type' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Select a service' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Repair');
    await expect(select).toHaveValue('REPAIR');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('option', { name: 'Uninstallation' })).toBeDisabled();
  },
};

export const WithHint: Story = {
  name: 'With hint',
  args: { hint: 'Our technician brings the parts for this service.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Service type' })).toHaveAccessibleDescription(
      'Our technician brings the parts for this service.',
    );
  },
};

export const WithError: Story = {
  name: 'With error',
  args: { error: 'Select a service type.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Service type' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Select a service type.');
  },
};

export const Required: Story = {
  render: (args) => (
    <form aria-label="Book a service" onSubmit={(event) => event.preventDefault()}>
      <Select {...args} required />
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: /Service type/ });
    await expect(select).toBeRequired();
    // The placeholder does not count as a choice.
    await expect(select).toBeInvalid();
    await userEvent.selectOptions(select, 'Installation');
    await expect(select).toBeValid();
  },
};

export const Preselected: Story = {
  args: { defaultValue: 'FILTER_CHANGE' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Service type' })).toHaveValue('FILTER_CHANGE');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'INSTALLATION' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Service type' })).toBeDisabled();
  },
};

/** A compact sort above a listing: the label beside a select as wide as its choices. */
export const InlineLabel: Story = {
  name: 'Inline label',
  args: {
    label: 'Sort by',
    labelPosition: 'inline',
    placeholder: undefined,
    name: 'sort',
    options: [
      { value: 'relevance', label: 'Relevance' },
      { value: 'price_asc', label: 'Price: low to high' },
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: '22.5rem' }}>
      <Select {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    const label = canvas.getByText('Sort by');
    // One row: the label sits beside the select, which is narrower than the row it is in.
    const [labelBox, selectBox] = [label.getBoundingClientRect(), select.getBoundingClientRect()];
    await expect(labelBox.right).toBeLessThanOrEqual(selectBox.left);
    await expect(labelBox.top).toBeLessThan(selectBox.bottom);
    await expect(selectBox.width).toBeLessThan(select.closest('div[data-nirmal-id="Select"]')!.clientWidth);
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={5}>
      <Select {...args} label="Placeholder" />
      <Select {...args} label="Selected" defaultValue="REPAIR" />
      <Select {...args} label="With hint" hint="Our technician brings the parts." />
      <Select {...args} label="Required" required />
      <Select {...args} label="With error" error="Select a service type." />
      <Select {...args} label="Disabled" disabled defaultValue="INSTALLATION" />
    </Stack>
  ),
};
