import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NavigationProvider, PaymentOutcome, Stack } from '@nirmal/design-system';

const navigate = fn().mockName('navigate');

const meta = {
  component: PaymentOutcome,
  args: {
    variant: 'success',
    orderId: 'NRM-240518-0042',
    amount: 20499,
    orderHref: '/ecom/order/NRM-240518-0042',
    onRetry: fn(),
    onLinkClick: fn(),
  },
  decorators: [(Story) => <NavigationProvider navigate={navigate}>{Story()}</NavigationProvider>],
  parameters: {
    docs: {
      description: {
        component: `The page after the payment gateway returns: \`success\` (/payment/success/), \`failure\`
(/payment/failure/) or \`orderFailed\` (/payment/orderfailed: paid, but the order could not be
placed). It shows the order number and amount and the next steps: **Retry payment** (not on
success), **View order** and **Go to home**. The heading is the page's \`h1\` by default.

**Do**
- Show the order number whenever there is one, so the customer can quote it to support.
- Say plainly whether money may have been deducted and that it will be refunded.

**Don't**
- Don't offer Retry after a success.
- Don't leave the customer without a way forward: keep at least Go to home.`,
      },
    },
  },
} satisfies Meta<typeof PaymentOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    navigate.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(canvas.getByText('NRM-240518-0042')).toBeVisible();
    await expect(canvas.getByText('Amount paid').nextElementSibling).toHaveTextContent('₹20,499');
    await expect(canvas.queryByRole('button', { name: 'Retry payment' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'View order' }));
    await expect(args.onLinkClick).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/ecom/order/NRM-240518-0042');
    await expect(canvas.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  },
};

export const Success: Story = { args: { variant: 'success' } };

export const Failure: Story = {
  args: { variant: 'failure', orderHref: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(canvas.getByText(/will be refunded/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry payment' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { variant: 'failure', orderHref: undefined, retrying: true },
  play: async ({ canvas, userEvent, args }) => {
    const retry = canvas.getByRole('button', { name: 'Retry payment' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const OrderFailed: Story = {
  name: 'Order failed',
  args: { variant: 'orderFailed' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'We could not place your order' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry payment' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View order' })).toBeVisible();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={4}>
      <PaymentOutcome {...args} variant="success" headingLevel="h2" />
      <PaymentOutcome {...args} variant="failure" orderHref={undefined} headingLevel="h2" />
      <PaymentOutcome {...args} variant="orderFailed" headingLevel="h2" amount={undefined} />
    </Stack>
  ),
};
