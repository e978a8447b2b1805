import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NavigationProvider, OrderCard, Stack } from '@nirmal/design-system';
import { airPurifier, purifierFilters, purifierFront, vacuumCleaner } from './commerceFixtures';

const meta = {
  component: OrderCard,
  args: {
    orderId: 'NRM-240518-0042',
    orderDate: '2026-05-18',
    items: [
      { name: 'Nirmal Aqua RO+UV Water Purifier', imageSrc: purifierFront },
      { name: 'Sediment filter cartridge', quantity: 2, imageSrc: purifierFilters },
    ],
    status: 'Delivered',
    statusTone: 'success',
    total: 17499,
    href: '/ecom/order/NRM-240518-0042',
    onLinkClick: fn(),
  },
  decorators: [(Story) => <NavigationProvider navigate={() => undefined}>{Story()}</NavigationProvider>],
  parameters: {
    docs: {
      description: {
        component: `An order in the order history (/subscription/order/history, /ecom/orders): number, day placed (31 Mar
2026 style), products, status, amount paid and a link to the order's page. The status text comes
from the order service; pick its colour with \`statusTone\`.

**Do**
- Keep the order number exactly as the customer sees it in emails and SMS.
- List orders newest first, in a list.

**Don't**
- Don't put actions (cancel, return) on the card; they belong on the order's page.
- Don't colour a status \`danger\` unless the customer has to act.`,
      },
    },
  },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('article', { name: 'Order NRM-240518-0042' })).toBeVisible();
    await expect(canvas.getByText('18 May 2026')).toHaveAttribute('datetime', '2026-05-18');
    await expect(canvas.getByText('Delivered')).toBeVisible();
    await expect(canvas.getByText('Sediment filter cartridge × 2')).toBeVisible();
    await expect(canvas.getByText('₹17,499')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'View order details' });
    await expect(link).toHaveAttribute('href', '/ecom/order/NRM-240518-0042');
    await expect(link).toHaveAccessibleDescription('Order NRM-240518-0042');
    await userEvent.click(link);
    await expect(args.onLinkClick).toHaveBeenCalledTimes(1);
  },
};

export const ManyItems: Story = {
  name: 'Many items',
  args: {
    items: [
      { name: 'Nirmal Aqua RO+UV Water Purifier', imageSrc: purifierFront },
      { name: 'Nirmal AirPure 300', imageSrc: airPurifier },
      { name: 'Nirmal RoboVac 2', imageSrc: vacuumCleaner },
      { name: 'Sediment filter cartridge', quantity: 2 },
      { name: 'HEPA filter' },
    ],
    status: 'Shipped',
    statusTone: 'info',
    total: 67467,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('+ 2 more')).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { status: 'Cancelled', statusTone: 'danger', href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  args: { status: 'Installation Scheduled', statusTone: 'warning' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack as="ul" gap={3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {(
        [
          ['Order placed', 'neutral'],
          ['Shipped', 'info'],
          ['Delivered', 'success'],
          ['Installation Scheduled', 'warning'],
          ['Cancelled', 'danger'],
        ] as const
      ).map(([status, tone], index) => (
        <li key={status}>
          <OrderCard {...args} orderId={`NRM-24051${index}-0042`} status={status} statusTone={tone} />
        </li>
      ))}
    </Stack>
  ),
};
