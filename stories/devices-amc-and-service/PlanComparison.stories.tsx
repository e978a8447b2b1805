import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { PlanComparison, amcTiers, type AmcTier, type PlanComparisonProps } from '@nirmal/design-system';
import { benefitRows as benefits, roTermPrices } from './amcFixtures';

// One and three years of each tier, from the prices the other plan stories use.
const prices = Object.fromEntries(
  amcTiers.map((tier) => [tier, { 1: roTermPrices[tier][1], 3: roTermPrices[tier][3] }]),
) as PlanComparisonProps['prices'];

const meta = {
  component: PlanComparison,
  args: { benefits, prices, recommendedTier: 'GOLD', onSelectPlan: fn() },
  parameters: {
    docs: {
      description: {
        component: `Every AMC tier side by side: Base, Silver, Gold, Platinum and Comprehensive (VALUE to COMP) as
columns, benefits as rows, then a price row per plan length and a select button per tier. Each cell says
"Included" or "Not included" to screen readers (a tick or a dash on screen) or shows a short text such as
"2 a year". On a phone the table scrolls sideways inside a focusable, labelled region while the benefits column stays
(the page itself never scrolls sideways), and a select button that takes focus scrolls clear of that column,
so every tier can be chosen with the keyboard alone.

**Do**
- Order rows from the benefit every tier has to the one only Comprehensive has.
- Keep cell texts to a few words; put conditions in the terms.
- Use \`tiers\` to show only the tiers offered for the customer's device.

**Don't**
- Colour cells to show inclusion without the tick, dash and text.
- Duplicate PlanCard below it on the same page; pick one way to choose.`,
      },
    },
  },
} satisfies Meta<typeof PlanComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Compare AMC plans' });
    await expect(region).toHaveAttribute('data-nirmal-id', 'PlanComparison');
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual([
      'Benefits',
      'Base',
      'Silver',
      'GoldRecommended',
      'Platinum',
      'Comprehensive',
    ]);

    // Included or not is said in words, not only with a tick or a dash.
    const membrane = within(canvas.getByRole('row', { name: /RO membrane/ })).getAllByRole('cell');
    await expect(membrane[3]).toHaveTextContent('Not included');
    await expect(membrane[4]).toHaveTextContent('Included');
    const parts = within(canvas.getByRole('row', { name: /Other spare parts/ })).getAllByRole('cell');
    await expect(parts.map((cell) => cell.textContent)).toEqual([
      'Not included',
      'Not included',
      'Not included',
      'Included',
      'Included',
    ]);
    await expect(
      within(canvas.getByRole('row', { name: /Preventive visits/ })).getAllByRole('cell')[0],
    ).toHaveTextContent('2 a year');

    const threeYears = within(canvas.getByRole('row', { name: /Price for 3 years/ })).getAllByRole('cell');
    await expect(threeYears[0]).toHaveTextContent('₹5,499');
    await expect(threeYears[4]).toHaveTextContent('₹16,699');

    await userEvent.click(canvas.getByRole('button', { name: 'Select Platinum' }));
    await expect(args.onSelectPlan).toHaveBeenCalledWith('PLATINUM');
  },
};

function ChoosingPlanComparison(args: PlanComparisonProps) {
  const [tier, setTier] = useState<AmcTier | null>(null);
  return (
    <PlanComparison
      {...args}
      selectedTier={tier}
      onSelectPlan={(next) => {
        setTier(next);
        args.onSelectPlan?.(next);
      }}
    />
  );
}

export const Selecting: Story = {
  render: (args) => <ChoosingPlanComparison {...args} />,
  play: async ({ canvas, userEvent }) => {
    const gold = canvas.getByRole('button', { name: 'Select Gold' });
    await expect(gold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(gold);
    await expect(gold).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('columnheader', { name: /Gold/ })).toHaveAttribute('data-selected', 'true');
  },
};

export const MobileScroll: Story = {
  name: 'Mobile scroll',
  args: { selectedTier: 'GOLD' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Compare AMC plans' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // The region takes focus, so the keyboard can scroll it.
    await userEvent.tab();
    await expect(region).toHaveFocus();
    const rowHeader = canvas.getByRole('rowheader', { name: 'Pre-filter' });
    const before = rowHeader.getBoundingClientRect().left;
    region.scrollLeft = 200;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(rowHeader.getBoundingClientRect().left).toBe(before);
    region.scrollLeft = 0;
  },
};

export const OnAPhone: Story = {
  name: 'On a 360 px phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    // The page never scrolls sideways: only the labelled region does.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const region = canvas.getByRole('region', { name: 'Compare AMC plans' });
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);

    // Every tier chosen with the keyboard alone: Tab to its button, then Enter.
    await userEvent.tab();
    await expect(region).toHaveFocus();
    const benefitsColumn = canvas.getByRole('columnheader', { name: 'Benefits' });
    for (const [tier, name] of [
      ['VALUE', 'Base'],
      ['SILVER', 'Silver'],
      ['GOLD', 'Gold'],
      ['PLATINUM', 'Platinum'],
      ['COMP', 'Comprehensive'],
    ] as const) {
      await userEvent.tab();
      const button = canvas.getByRole('button', { name: `Select ${name}` });
      await expect(button).toHaveFocus();
      // Scrolled into view, clear of the sticky benefits column.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const box = button.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(Math.floor(benefitsColumn.getBoundingClientRect().right));
      await expect(box.right).toBeLessThanOrEqual(Math.ceil(region.getBoundingClientRect().right));
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelectPlan).toHaveBeenLastCalledWith(tier);
    }
    await expect(args.onSelectPlan).toHaveBeenCalledTimes(5);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const SomeTiersReadOnly: Story = {
  name: 'Some tiers read only',
  args: {
    tiers: ['SILVER', 'GOLD', 'PLATINUM'],
    onSelectPlan: undefined,
    recommendedTier: undefined,
    durations: [1],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('row', { name: /Price for 2 years/ })).not.toBeInTheDocument();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  args: { selectedTier: 'PLATINUM' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
