import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PromotionBadges, Stack } from '@nirmal/design-system';

const meta = {
  component: PromotionBadges,
  args: {
    promotions: {
      bnpl: { label: 'Buy now, pay later with Simpl', isAllowed: true },
      bankCashback: { label: '5% cashback on HDFC Bank cards', isAllowed: true },
      ncemi: { label: 'No cost EMI from ₹1,083/month', isAllowed: false },
    },
  },
  parameters: {
    docs: {
      description: {
        component: `The payment offers an order qualifies for, from the checkout state's three promotions (\`bnpl\`, \`bankCashback\`, \`ncemi\`, each \`{ label, isAllowed }\`). Only allowed promotions are
shown, always in the same order, as a list named "Offers available"; nothing renders when none is
allowed. The server's \`label\` is shown; \`promotionLabels\` fills in when it is empty.

**Do**
- Pass the checkout's promotions as they are; the component filters them.
- Show it near the total or the payment step.
- Keep server labels short ("5% cashback on HDFC Bank cards").

**Don't**
- Don't show promotions the order does not qualify for, even greyed out.
- Don't make the badges buttons; the offer is applied at payment.`,
      },
    },
  },
} satisfies Meta<typeof PromotionBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Offers available' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Buy now, pay later with Simpl');
    await expect(items[1]).toHaveTextContent('5% cashback on HDFC Bank cards');
    await expect(canvas.queryByText(/No cost EMI/)).not.toBeInTheDocument();
  },
};

export const AllAllowed: Story = {
  name: 'All allowed',
  args: {
    promotions: {
      ncemi: { label: 'No cost EMI from ₹1,083/month', isAllowed: true },
      bankCashback: { label: '5% cashback on HDFC Bank cards', isAllowed: true },
      bnpl: { label: 'Buy now, pay later with Simpl', isAllowed: true },
    },
  },
  play: async ({ canvas }) => {
    // Always bnpl, bankCashback, ncemi, whatever order the data comes in.
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.dataset.promotion)).toEqual(['bnpl', 'bankCashback', 'ncemi']);
  },
};

export const FallbackLabels: Story = {
  name: 'Fallback labels',
  args: {
    promotions: { ncemi: { label: '', isAllowed: true }, bnpl: { label: '', isAllowed: true } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No-cost EMI')).toBeVisible();
    await expect(canvas.getByText('Buy now, pay later')).toBeVisible();
  },
};

export const NoneAllowed: Story = {
  name: 'None allowed',
  args: {
    promotions: {
      bnpl: { label: 'Buy now, pay later', isAllowed: false },
      bankCashback: { label: 'Bank cashback', isAllowed: false },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={4}>
      <PromotionBadges
        {...args}
        promotions={{
          bnpl: { label: 'Buy now, pay later', isAllowed: true },
          bankCashback: { label: 'Bank cashback', isAllowed: true },
          ncemi: { label: 'No cost EMI', isAllowed: true },
        }}
      />
      <PromotionBadges
        {...args}
        size="sm"
        label="Offers, small"
        promotions={{
          bnpl: { label: 'Buy now, pay later', isAllowed: true },
          ncemi: { label: 'No cost EMI', isAllowed: true },
        }}
      />
    </Stack>
  ),
};
