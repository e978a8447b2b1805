import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DurationPicker, Stack } from '@nirmal/design-system';

const goldDurations = [
  { years: 1, price: 2499, mrp: 2999 },
  { years: 2, price: 4499, mrp: 5998, note: '1 free pre-filter change' },
  { years: 3, price: 5999, mrp: 8997, note: '2 free pre-filter changes' },
];

const meta = {
  component: DurationPicker,
  args: { options: goldDurations, recommended: 3, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `How long an AMC plan runs (the /amc/select-duration step): radio cards of 1, 2 or 3 years, each with
its price in rupees (PriceTag: ₹4,499, struck MRP, percent off) and, for longer terms, the price per year. Native
radios: Tab enters the group, arrow keys change the choice, and the whole card is clickable. The price, the
per-year price and any note describe the radio, so screen readers hear them with the choice.

**Do**
- Mark one duration \`recommended\` at most.
- Give the full term's price: the per-year price is worked out for you.
- Put it after the plan is chosen, next to that plan's benefits.

**Don't**
- Preselect the most expensive term without saying so.
- Use it for more than about four options; a select suits longer lists.`,
      },
    },
  },
} satisfies Meta<typeof DurationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Choose plan duration' });
    await expect(group).toHaveAttribute('data-nirmal-id', 'DurationPicker');
    const twoYears = canvas.getByRole('radio', { name: '2 years' });
    await expect(twoYears).toHaveAccessibleDescription(/₹4,499.*₹2,250 per year.*1 free pre-filter change/);
    // A click anywhere on the card chooses it.
    await userEvent.click(canvas.getByText('₹4,499'));
    await expect(twoYears).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('radio', { name: '3 years' })).toHaveAccessibleDescription(/^Best value/);
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 1 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 year' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '2 years' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const WithError: Story = {
  name: 'With error',
  args: { error: 'Choose how long the plan should run' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '1 year' })).toHaveAccessibleDescription(
      /Choose how long the plan should run$/,
    );
  },
};

export const Disabled: Story = {
  args: {
    options: [goldDurations[0]!, { ...goldDurations[1]!, disabled: true }, goldDurations[2]!],
    recommended: undefined,
  },
  play: async ({ canvas, userEvent, args }) => {
    const two = canvas.getByRole('radio', { name: '2 years' });
    await expect(two).toBeDisabled();
    await userEvent.click(canvas.getByText('2 years'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { defaultValue: 3 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '3 years' })).toBeChecked();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={6}>
      <DurationPicker {...args} legend="Nothing chosen" name="a" />
      <DurationPicker {...args} legend="Chosen" name="b" defaultValue={2} />
      <DurationPicker {...args} legend="With an error" name="c" error="Choose how long the plan should run" />
      <DurationPicker {...args} legend="Disabled" name="d" disabled defaultValue={1} />
    </Stack>
  ),
};
