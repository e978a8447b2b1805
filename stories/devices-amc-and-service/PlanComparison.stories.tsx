import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { PlanComparison, type AmcTier, type PlanComparisonProps } from '@nirmal/design-system';

const benefits = [
  {
    id: 'visits',
    label: 'Periodic services',
    values: {
      VALUE: '1 a year',
      SILVER: '2 a year',
      GOLD: '2 a year',
      PLATINUM: '3 a year',
      COMP: '4 a year',
    },
  },
  {
    id: 'labour',
    label: 'Repair labour',
    values: { VALUE: true, SILVER: true, GOLD: true, PLATINUM: true, COMP: true },
  },
  { id: 'filters', label: 'Free filters', values: { SILVER: true, GOLD: true, PLATINUM: true, COMP: true } },
  { id: 'membrane', label: 'RO membrane', values: { GOLD: true, PLATINUM: true, COMP: true } },
  { id: 'electrical', label: 'Electrical parts', values: { PLATINUM: true, COMP: true } },
  { id: 'body', label: 'Body and tank parts', values: { COMP: true } },
];

const prices = {
  VALUE: { 1: 999, 2: 1799 },
  SILVER: { 1: 1699, 2: 2999, 3: 4199 },
  GOLD: { 1: 2499, 2: 4499, 3: 5999 },
  PLATINUM: { 1: 3499, 2: 6299, 3: 8499 },
  COMP: { 1: 4999, 2: 8999, 3: 12499 },
};

const meta = {
  component: PlanComparison,
  args: { benefits, prices, recommendedTier: 'GOLD', onSelectPlan: fn() },
  parameters: {
    docs: {
      description: {
        component: `Every AMC tier side by side: Base, Silver, Gold, Platinum and Comprehensive (VALUE to COMP) as
columns, benefits as rows, then a price row per plan length and a select button per tier. Each cell says
"Included" or "Not included" to screen readers (a tick or a dash on screen) or shows a short text such as
"2 a year". On a phone the table scrolls sideways inside a focusable region while the benefits column stays.

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

    const membrane = canvas.getByRole('row', { name: /RO membrane/ });
    const cells = within(membrane).getAllByRole('cell');
    await expect(cells[0]).toHaveTextContent('Not included');
    await expect(cells[2]).toHaveTextContent('Included');
    await expect(
      within(canvas.getByRole('row', { name: /Periodic services/ })).getAllByRole('cell')[3],
    ).toHaveTextContent('3 a year');

    const threeYears = within(canvas.getByRole('row', { name: /Price for 3 years/ })).getAllByRole('cell');
    await expect(threeYears[0]).toHaveTextContent('Not available');
    await expect(threeYears[4]).toHaveTextContent('₹12,499');

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
    const rowHeader = canvas.getByRole('rowheader', { name: 'Free filters' });
    const before = rowHeader.getBoundingClientRect().left;
    region.scrollLeft = 200;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(rowHeader.getBoundingClientRect().left).toBe(before);
    region.scrollLeft = 0;
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
