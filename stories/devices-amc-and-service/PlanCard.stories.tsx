import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Grid, PlanCard, amcTiers } from '@nirmal/design-system';
import { roPricePerYear, roTermPrices, tierBenefits } from './amcFixtures';

const meta = {
  component: PlanCard,
  args: {
    tier: 'GOLD',
    price: 3799,
    mrp: 4499,
    years: 1,
    benefits: tierBenefits.GOLD,
    onSelect: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: `One AMC plan to choose: its tier as a TierBadge (VALUE reads Base, COMP Comprehensive), the price in
rupees for its term (PriceTag with struck MRP and percent off) and, for a term over a year, the price per year,
the key benefits and a "Select plan" button. The button is a toggle (\`aria-pressed\`) described by the tier and
price, so "Select plan" is clear in a row of cards. Selected and recommended states are written out as tags on
the card's top edge, not shown by colour alone; a \`disabled\` plan stays visible with its button disabled and
\`unavailableText\` saying why.

In a row (Grid), every card takes the row's height and keeps its button at the bottom, whatever the number of
benefits; on a 360 px phone the cards stack.

**Do**
- Show three to five benefits, the ones that differ between tiers first, and only what the tier really
  includes: Base and Silver charge for spare parts, so their cards say so.
- Recommend one plan at most, and say why elsewhere on the page if it is not obvious.
- Lay several out with Grid (\`columns={{ base: 1, md: 3, lg: 5 }}\`); use PlanComparison for the full table.

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
    await expect(canvas.getByText('₹3,799')).toBeVisible();
    await expect(canvas.getByText('for 1 year')).toBeVisible();
    // One year needs no price per year.
    await expect(canvas.queryByText(/per year/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Key benefits' }).children).toHaveLength(4);
    const select = canvas.getByRole('button', { name: 'Select plan' });
    await expect(select).toHaveAttribute('aria-pressed', 'false');
    await expect(select).toHaveAccessibleDescription(/^Gold ₹3,799/);
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
  args: {
    tier: 'PLATINUM',
    price: roTermPrices.PLATINUM[3],
    mrp: roPricePerYear.PLATINUM * 3,
    years: 3,
    benefits: tierBenefits.PLATINUM,
    recommended: true,
    name: 'AMC for Aqua RO+UV',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Platinum AMC for Aqua RO+UV' })).toBeVisible();
    await expect(canvas.getByText('Recommended')).toBeVisible();
    await expect(canvas.getByText(/for 3 years/)).toBeVisible();
  },
};

export const PricePerYear: Story = {
  name: 'Price per year',
  args: { years: 5, price: roTermPrices.GOLD[5], mrp: roPricePerYear.GOLD * 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹16,499')).toBeVisible();
    // ₹16,499 over five years.
    await expect(canvas.getByText(/for 5 years/)).toHaveTextContent('for 5 years₹3,300 per year');
  },
};

export const ServerPricePerYear: Story = {
  name: 'Price per year from the server',
  args: { years: 3, price: roTermPrices.GOLD[3], mrp: undefined, pricePerYear: 3499 },
  play: async ({ canvas }) => expect(canvas.getByText(/per year/)).toHaveTextContent('₹3,499 per year'),
};

export const Unavailable: Story = {
  args: {
    tier: 'COMP',
    price: roPricePerYear.COMP,
    mrp: undefined,
    benefits: tierBenefits.COMP,
    disabled: true,
    unavailableText: 'Not offered for purifiers over 8 years old',
  },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: 'Comprehensive' });
    await expect(card).toHaveAttribute('data-disabled', 'true');
    const select = canvas.getByRole('button', { name: 'Select plan' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveAccessibleDescription(/Not offered for purifiers over 8 years old$/);
    select.click();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const BaseTierWithoutButton: Story = {
  name: 'Base tier without button',
  args: {
    tier: 'VALUE',
    price: roPricePerYear.VALUE,
    mrp: undefined,
    benefits: tierBenefits.VALUE,
    onSelect: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Base')).toBeVisible();
    await expect(canvas.getByText('Spare parts charged')).toBeVisible();
    await expect(canvas.queryByText(/parts covered/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  args: { recommended: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Every tier in a row, each with its own benefits and price; the buttons line up at the bottom. */
function PlanRow(args: Parameters<typeof PlanCard>[0]) {
  return (
    <Grid as="ul" columns={{ base: 1, md: 3, lg: 5 }} gap={5} aria-label="AMC plans">
      {amcTiers.map((tier) => (
        <li key={tier}>
          <PlanCard
            {...args}
            tier={tier}
            price={roPricePerYear[tier]}
            mrp={undefined}
            benefits={tierBenefits[tier]}
            selected={tier === 'GOLD'}
            recommended={tier === 'PLATINUM'}
          />
        </li>
      ))}
    </Grid>
  );
}

const expectAlignedRow = async (canvasElement: HTMLElement) => {
  const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-nirmal-id="PlanCard"]')];
  const buttons = cards.map((card) => card.querySelector('button')!.getBoundingClientRect());
  const boxes = cards.map((card) => card.getBoundingClientRect());
  // Same top, same height, and every button on the same line at the bottom.
  await expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
  await expect(new Set(boxes.map((box) => Math.round(box.height))).size).toBe(1);
  await expect(new Set(buttons.map((box) => Math.round(box.bottom))).size).toBe(1);
};

export const AllVariants: Story = {
  name: 'All variants',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => <PlanRow {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    // Each tier says what it really gives: parts are charged on Base and Silver.
    const base = canvas.getByRole('article', { name: 'Base' });
    await expect(base).toHaveTextContent('Spare parts charged');
    await expect(base).not.toHaveTextContent(/parts covered/);
    await expect(canvas.getByRole('article', { name: 'Comprehensive' })).toHaveTextContent('₹5,999');
    await expectAlignedRow(canvasElement);
  },
};

export const RowOfCards: Story = {
  name: 'Row of cards with unequal benefits',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <Grid as="ul" columns={3} gap={5} aria-label="AMC plans">
      {(['VALUE', 'GOLD', 'COMP'] as const).map((tier) => (
        <li key={tier}>
          <PlanCard
            {...args}
            tier={tier}
            price={roPricePerYear[tier]}
            mrp={undefined}
            benefits={
              tier === 'GOLD' ? [...tierBenefits.GOLD, 'Free water-quality check'] : tierBenefits[tier]
            }
            recommended={tier === 'GOLD'}
            disabled={tier === 'COMP'}
          />
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => expectAlignedRow(canvasElement),
};

export const StackedOnAPhone: Story = {
  name: 'Stacked on a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <PlanRow {...args} />,
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-nirmal-id="PlanCard"]')];
    const lefts = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
