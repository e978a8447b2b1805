import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentSummary, Stack } from '@nirmal/design-system';

const meta = {
  component: PaymentSummary,
  args: {
    actualPrice: 24999,
    discount: 4000,
    couponDiscount: 500,
    finalPrice: 20499,
    discounts: [
      { label: 'Festive offer', amount: 2500 },
      { label: 'HDFC Bank card offer', amount: 1500 },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: `The money of an order in the cart and at checkout (checkout state \`paymentSummary\`): price,
product discounts with their breakdown, coupon discount and the total to pay, as a description list.
Amounts are rupees and are written the Indian way (₹1,23,456). Zero reductions are left out.

**Do**
- Pass the amounts the shop computed; the component does no arithmetic on the total.
- Use \`title={null}\` when the page already has a "Payment summary" heading.

**Don't**
- Don't pass reductions as negative numbers; they are shown with a minus sign.
- Don't put actions (Pay, Apply coupon) inside it.`,
      },
    },
  },
} satisfies Meta<typeof PaymentSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (term: HTMLElement) => term.parentElement as HTMLElement;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Payment summary' });
    await expect(summary).toHaveAttribute('data-nirmal-id', 'PaymentSummary');
    await expect(row(canvas.getByText('Price'))).toHaveTextContent('₹24,999');
    await expect(row(canvas.getByText('Discount'))).toHaveTextContent('−₹4,000');
    await expect(row(canvas.getByText('HDFC Bank card offer'))).toHaveTextContent('−₹1,500');
    await expect(row(canvas.getByText('Coupon discount'))).toHaveTextContent('−₹500');
    const total = row(canvas.getByText('Total amount'));
    await expect(within(total).getByRole('definition')).toHaveTextContent('₹20,499');
    await expect(canvas.getByText('You save ₹4,500 on this order')).toBeVisible();
  },
};

export const NoReductions: Story = {
  name: 'No reductions',
  args: { actualPrice: 18990, discount: 0, couponDiscount: 0, finalPrice: 18990, discounts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Discount')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Coupon discount')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/You save/)).not.toBeInTheDocument();
    await expect(row(canvas.getByText('Total amount'))).toHaveTextContent('₹18,990');
  },
};

export const LakhAmounts: Story = {
  name: 'Lakh amounts',
  args: {
    actualPrice: 149999,
    discount: 25000,
    couponDiscount: 0,
    finalPrice: 124999,
    discounts: [{ label: 'Exchange offer', amount: 25000 }],
  },
  play: async ({ canvas }) => {
    await expect(row(canvas.getByText('Price'))).toHaveTextContent('₹1,49,999');
    // The one reduction that is the whole discount is named once, in the discount's row.
    await expect(row(canvas.getByText('Exchange offer'))).toHaveTextContent('−₹25,000');
    await expect(canvas.queryByText('Discount')).not.toBeInTheDocument();
    await expect(canvas.getAllByText('−₹25,000')).toHaveLength(1);
    await expect(row(canvas.getByText('Total amount'))).toHaveTextContent('₹1,24,999');
  },
};

export const WithPaise: Story = {
  name: 'With paise',
  args: { actualPrice: 1499.5, discount: 0, couponDiscount: 99.5, finalPrice: 1400, discounts: [] },
  play: async ({ canvas }) => {
    await expect(row(canvas.getByText('Coupon discount'))).toHaveTextContent('−₹99.50');
  },
};

export const WithoutTitle: Story = {
  name: 'Without title',
  args: { title: null, savingsText: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/You save/)).not.toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={4}>
      <PaymentSummary {...args} />
      <PaymentSummary
        {...args}
        title="Order total"
        headingLevel="h3"
        discount={0}
        discounts={[]}
        finalPrice={24499}
      />
      <PaymentSummary actualPrice={18990} finalPrice={18990} title="Service order summary" />
    </Stack>
  ),
};
