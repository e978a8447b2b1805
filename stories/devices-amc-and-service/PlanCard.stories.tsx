import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PlanCard, Stack, amcTiers } from '@nirmal/design-system';

const goldBenefits = [
  '2 periodic services a year',
  'Free filters and membranes',
  'Repairs and spare parts covered',
  'Visit within 24 hours',
];

const meta = {
  component: PlanCard,
  args: {
    tier: 'GOLD',
    price: 2499,
    mrp: 2999,
    years: 1,
    benefits: goldBenefits,
    onSelect: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: `One AMC plan to choose: its tier as a TierBadge (VALUE reads Base, COMP Comprehensive), the price in
rupees for its term (PriceTag with struck MRP and percent off), the key benefits and a "Select plan" button.
The button is a toggle (\`aria-pressed\`) described by the tier and price, so "Select plan" is clear in a row of
cards. Selected and recommended states are written out as tags, not shown by colour alone.

**Do**
- Show three to five benefits, the ones that differ between tiers first.
- Recommend one plan at most, and say why elsewhere on the page if it is not obvious.
- Lay several out with Stack \`direction="responsive"\` or a grid; use PlanComparison for the full table.

**Don't**
- Put the full terms here: link to /amc-new-terms-and-condition instead.
- Change the button's words when selected; the Selected tag and pressed state say it.`,
      },
    },
  },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const card = canvas.getByRole('article', { name: 'Gold' });
    await expect(card).toHaveAttribute('data-nirmal-id', 'PlanCard');
    await expect(canvas.getByText('₹2,499')).toBeVisible();
    await expect(canvas.getByText('for 1 year')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Key benefits' }).children).toHaveLength(4);
    const select = canvas.getByRole('button', { name: 'Select plan' });
    await expect(select).toHaveAttribute('aria-pressed', 'false');
    await expect(select).toHaveAccessibleDescription(/^Gold ₹2,499/);
    await userEvent.click(select);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Select plan' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Selected')).toBeVisible();
  },
};

export const Recommended: Story = {
  args: { tier: 'PLATINUM', price: 5999, mrp: 8997, years: 3, recommended: true, name: 'AMC for Aqua RO+UV' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Platinum AMC for Aqua RO+UV' })).toBeVisible();
    await expect(canvas.getByText('Recommended')).toBeVisible();
    await expect(canvas.getByText('for 3 years')).toBeVisible();
  },
};

export const BaseTierWithoutButton: Story = {
  name: 'Base tier without button',
  args: {
    tier: 'VALUE',
    price: 999,
    mrp: undefined,
    benefits: ['1 periodic service a year'],
    onSelect: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Base')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  args: { recommended: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

const prices = { VALUE: 999, SILVER: 1699, GOLD: 2499, PLATINUM: 3499, COMP: 4999 } as const;

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack direction="responsive" gap={4} wrap align="stretch">
      {amcTiers.map((tier) => (
        <PlanCard
          {...args}
          key={tier}
          tier={tier}
          price={prices[tier]}
          mrp={undefined}
          selected={tier === 'GOLD'}
          recommended={tier === 'PLATINUM'}
        />
      ))}
    </Stack>
  ),
};
