import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SelectRepairStep, Stack } from '@nirmal/design-system';
import { repairOptions } from './serviceFixtures';
import { checkBusy, checkGoesBack, checkHeldBack } from './stepChecks';

const prepaid =
  'You can pay for this repair online when you confirm the booking, or pay the technician after the visit.';

const meta = {
  component: SelectRepairStep,
  args: { repairOptions, onContinue: fn(), onChange: fn(), onBack: fn() },
  parameters: {
    docs: {
      description: {
        component: `The "select repair" step: the repairs the device needs, as checkboxes, each with its
price in rupees (₹2,499, Indian grouping) or "Price after inspection" when the technician quotes it; the price is
read with its checkbox. An estimated total follows the choice (announced politely), with a note when some
repairs are priced later. A repair that costs nothing (under warranty or a plan) says "Free", as does an
estimate of nothing to pay. With \`isPrepaidAllowed\` a note says the repair can be paid online, unless it is free. Continue
needs at least one repair and calls \`onContinue({ repairs, servicePrice })\`; \`onChange\` gets the same as each
repair is ticked or cleared, so a page can keep the choice over a reload.

**Do**
- Pass every repair for the device and defect, with \`servicePrice: null\` when it is quoted at the visit.
- Mark repairs that cannot be booked online \`disabled\` rather than hiding them.
- Keep the prepaid note factual: say both ways to pay.

**Don't**
- Present the estimate as the final bill.
- Preselect repairs the customer did not ask for.`,
      },
    },
  },
} satisfies Meta<typeof SelectRepairStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Select repair' });
    await expect(region).toHaveAttribute('data-nirmal-id', 'SelectRepairStep');
    const membrane = canvas.getByRole('checkbox', { name: 'Replace RO membrane' });
    await expect(membrane).toHaveAccessibleDescription(/₹2,499/);
    await userEvent.click(membrane);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Replace sediment filter' }));
    await expect(canvas.getByText('₹3,148')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      repairs: ['MEMBRANE', 'SEDIMENT'],
      servicePrice: 3148,
    });
    await userEvent.click(membrane);
    await expect(args.onChange).toHaveBeenLastCalledWith({ repairs: ['SEDIMENT'], servicePrice: 649 });
    await userEvent.click(membrane);
    await expect(canvas.getByRole('checkbox', { name: 'Replace booster pump' })).toBeDisabled();
    await expect(canvas.queryByText(prepaid)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith({
      repairs: ['MEMBRANE', 'SEDIMENT'],
      servicePrice: 3148,
    });
    await checkGoesBack({ canvas, userEvent }, args.onBack);
  },
};

export const Validation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await checkHeldBack({ canvas, userEvent }, args.onContinue);
    await expect(canvas.getByRole('group', { name: 'Repairs needed' })).toHaveAccessibleDescription(
      'Please choose at least one repair',
    );
    const first = canvas.getByRole('checkbox', { name: 'Replace RO membrane' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByText('Please choose at least one repair')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith({ repairs: ['MEMBRANE'], servicePrice: 2499 });
  },
};

export const PricedAtTheVisit: Story = {
  name: 'Priced at the visit',
  args: { defaultValue: ['LEAK_FIX'] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Fix a leak' })).toBeChecked();
    await expect(
      canvas.getByText('Repairs priced after inspection are added by the technician.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Replace UV lamp' }));
    await expect(canvas.getByText('₹1,199', { selector: 'div > span' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    // Repairs come back in the order offered.
    await expect(args.onContinue).toHaveBeenCalledWith({
      repairs: ['UV_LAMP', 'LEAK_FIX'],
      servicePrice: 1199,
    });
  },
};

export const PrepaidAllowed: Story = {
  name: 'Prepaid allowed',
  args: { isPrepaidAllowed: true, defaultValue: ['MEMBRANE'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(prepaid)).toBeVisible();
  },
};

export const FreeUnderWarranty: Story = {
  name: 'Free under warranty',
  args: {
    repairOptions: repairOptions.map((option) => ({ ...option, servicePrice: 0 })),
    visitCharge: 0,
    isPrepaidAllowed: true,
    defaultValue: ['MEMBRANE'],
  },
  play: async ({ canvas }) => {
    // Nothing is charged: "Free" rather than ₹0, and nothing to pay online.
    await expect(canvas.getByRole('checkbox', { name: 'Replace RO membrane' })).toHaveAccessibleDescription(
      /Free$/,
    );
    await expect(canvas.getByText('Estimated total').parentElement).toHaveTextContent(
      'Estimated totalFreeThe visit itself is free.',
    );
    await expect(canvas.queryByText(/₹0/)).not.toBeInTheDocument();
    await expect(canvas.queryByText(prepaid)).not.toBeInTheDocument();
  },
};

export const Continuing: Story = {
  args: { defaultValue: ['SEDIMENT'], continuing: true },
  play: async ({ canvas, userEvent, args }) => {
    await checkBusy({ canvas, userEvent }, 'Continue', args.onContinue);
  },
};

export const ServerError: Story = {
  name: 'Server error',
  args: { defaultValue: ['UV_LAMP'], error: 'Oops! Something went wrong. Please try again later.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oops! Something went wrong.');
    await expect(canvas.getByRole('checkbox', { name: 'Replace UV lamp' })).toBeChecked();
  },
};

export const Mobile: Story = {
  args: { isPrepaidAllowed: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Replace RO membrane' });
    const box = checkbox.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={8}>
      <SelectRepairStep {...args} title="Nothing chosen" />
      <SelectRepairStep
        {...args}
        title="Chosen, prepaid"
        defaultValue={['MEMBRANE', 'LEAK_FIX']}
        isPrepaidAllowed
      />
      <SelectRepairStep {...args} title="Failed" defaultValue={['UV_LAMP']} error="Something went wrong." />
    </Stack>
  ),
};
