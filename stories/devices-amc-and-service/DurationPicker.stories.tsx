import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DurationPicker, Stack } from '@nirmal/design-system';
import { durationOptions } from './amcFixtures';

// Gold on an RO purifier: ₹3,799 a year, less a year the longer the term; a plan bought today starts
// on 27 Nov 2026.
const goldDurations = durationOptions('GOLD');

const meta = {
  component: DurationPicker,
  args: { options: goldDurations, recommended: 3, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `How long an AMC plan runs (the /amc/select-duration step): radio cards of 1 to 5 years, each with
its total price in rupees (PriceTag: ₹10,499, struck MRP, percent off), for longer terms the price per year and
the saving against buying year by year ("Save ₹898"), and, when given, the last day the term covers ("Covers you
until 26 Nov 2029"). Native radios: Tab enters the group, arrow keys change the choice, and the whole card is
clickable. The price, per-year price, saving, end date and any note describe the radio, so screen readers hear
them with the choice.

Pass the server's figures: \`perYear\`, \`saving\` (rupees) and \`endDate\` (\`YYYY-MM-DD\`) of each duration. Without
\`perYear\` the price per year is worked out from the price; without \`saving\` no saving is shown.

**Do**
- Mark one duration \`recommended\` at most.
- Give the full term's price, and the saving and end date the server worked out.
- Put it after the plan is chosen, next to that plan's benefits.

**Don't**
- Preselect the most expensive term without saying so.
- Offer more than the five plan lengths (\`amcPlanDurations\`); a select suits longer lists.`,
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
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    const twoYears = canvas.getByRole('radio', { name: '2 years' });
    await expect(twoYears).toHaveAccessibleDescription(
      /₹7,199.*₹3,600 per year.*Save ₹399.*Covers you until 26 Nov 2028/,
    );
    await expect(canvas.getByRole('radio', { name: '5 years' })).toHaveAccessibleDescription(
      /₹16,499.*₹3,300 per year.*Save ₹2,496.*Covers you until 26 Nov 2031/,
    );
    // One year saves nothing and needs no price per year.
    await expect(canvas.getByRole('radio', { name: '1 year' })).toHaveAccessibleDescription(
      '₹3,799 Covers you until 26 Nov 2027',
    );
    // A click anywhere on the card chooses it.
    await userEvent.click(canvas.getByText('₹7,199'));
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
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '5 years' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};

export const WithNotes: Story = {
  name: 'With notes, without end dates',
  args: {
    options: goldDurations.map(({ endDate: _endDate, ...option }) => ({
      ...option,
      mrp: 3799 * option.years + 500 * (option.years - 1),
      note:
        option.years > 1
          ? `${option.years - 1} free pre-filter change${option.years > 2 ? 's' : ''}`
          : undefined,
    })),
    recommended: 5,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Covers you until/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: '3 years' })).toHaveAccessibleDescription(
      /₹10,499.*₹3,500 per year.*Save ₹898.*2 free pre-filter changes$/,
    );
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
