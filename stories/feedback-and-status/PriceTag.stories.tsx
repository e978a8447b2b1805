import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceTag, Stack } from '@nirmal/design-system';

const meta = {
  component: PriceTag,
  args: { price: 12999, mrp: 15999 },
  parameters: {
    docs: {
      description: {
        component: `A price in rupees (currency INR) with Indian digit grouping, e.g. ₹1,23,456. When
the MRP is higher it shows "MRP" and the struck MRP, then the percent off (rounded down, so it is
never overstated). Screen readers do not announce strikethrough, so the word "MRP" carries the
meaning. The same \`formatInr\` helper is exported for totals and summaries.

**Do**
- Pass rupees as numbers; the tag formats them.
- Use \`size="lg"\` on the product page, \`md\` on cards, \`sm\` in the cart.
- Pass \`discount\` when the server gives the percent, so both agree.

**Don't**
- Don't format prices yourself with \`toLocaleString()\`: the grouping depends on the device.
- Don't show an MRP equal to the price; the tag hides it for you.`,
      },
    },
  },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, canvas }) => {
    const tag = canvasElement.querySelector('[data-nirmal-id="PriceTag"]');
    await expect(tag).toHaveTextContent('₹12,999MRP ₹15,99918% off');
    await expect(canvas.getByText('₹15,999').tagName).toBe('S');
    await expect(canvas.getByText(/^MRP/)).toHaveTextContent('MRP ₹15,999');
  },
};

export const LakhGrouping: Story = {
  name: 'Lakh grouping',
  args: { price: 123456, mrp: undefined, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹1,23,456')).toBeVisible();
    await expect(canvas.queryByText(/MRP/)).not.toBeInTheDocument();
    await expect(canvas.queryByText(/off/)).not.toBeInTheDocument();
  },
};

export const NoDiscountWhenEqual: Story = {
  name: 'No discount when equal',
  args: { price: 4999, mrp: 4999 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹4,999')).toBeVisible();
    await expect(canvas.queryByText(/MRP/)).not.toBeInTheDocument();
  },
};

export const ServerDiscount: Story = {
  name: 'Server discount',
  args: { price: 749.5, mrp: 999, discount: 25, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹749.50')).toBeVisible();
    await expect(canvas.getByText('25% off')).toBeVisible();
  },
};

export const Translated: Story = {
  args: { mrpLabel: 'एमआरपी', discountText: (percent: number) => `${percent}% की छूट`, lang: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('18% की छूट')).toBeVisible();
    await expect(canvas.getByText(/^एमआरपी/)).toBeVisible();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={4}>
      <PriceTag {...args} size="sm" />
      <PriceTag {...args} size="md" />
      <PriceTag {...args} size="lg" />
      <PriceTag {...args} price={123456} mrp={undefined} />
    </Stack>
  ),
};
