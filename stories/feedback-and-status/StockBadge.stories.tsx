import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StockBadge, Stack, stockStatuses } from '@nirmal/design-system';

const meta = {
  component: StockBadge,
  args: { status: 'in_stock' },
  parameters: {
    docs: {
      description: {
        component: `Whether a product can be bought now, from the inventory call's stock status (\`in_stock\`, \`low_stock\`, \`out_of_stock\`). Each status has its own colour and icon, so colour
is never the only signal; the words come from \`stockLabels\` in the vocabulary.

**Do**
- Show it near the price and the Add to cart button.
- Disable "Add to cart" when the status is \`out_of_stock\`, and say so with this badge.
- Pass \`labels\` to translate the words.

**Don't**
- Don't invent counts ("Only 3 left") the inventory call does not give.
- Don't use it for delivery availability at a pincode; that is PincodeAvailability.`,
      },
    },
  },
} satisfies Meta<typeof StockBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('In stock');
    await expect(badge).toHaveAttribute('data-status', 'in_stock');
    await expect(badge).toHaveAttribute('data-nirmal-id', 'StockBadge');
  },
};

export const LowStock: Story = {
  name: 'Low stock',
  args: { status: 'low_stock' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only few left')).toBeVisible();
  },
};

export const OutOfStock: Story = {
  name: 'Out of stock',
  args: { status: 'out_of_stock' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Out of stock')).toBeVisible();
  },
};

export const CustomLabels: Story = {
  name: 'Custom labels',
  args: { status: 'low_stock', labels: { low_stock: 'कुछ ही बचे हैं' }, lang: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('कुछ ही बचे हैं')).toBeVisible();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={3} align="start">
      {stockStatuses.map((status) => (
        <Stack key={status} direction="row" gap={3} align="center">
          <StockBadge {...args} status={status} />
          <StockBadge {...args} status={status} size="sm" />
        </Stack>
      ))}
    </Stack>
  ),
};
