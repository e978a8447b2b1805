import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { CartLineItem, NavigationProvider, Stack, type CartLineItemProps } from '@nirmal/design-system';
import { airPurifier, purifierFront } from './commerceFixtures';

const meta = {
  component: CartLineItem,
  args: {
    name: 'Nirmal Aqua RO+UV Water Purifier',
    href: '/dp/nirmal-aqua-ro-uv',
    imageSrc: purifierFront,
    price: 15999,
    mrp: 21999,
    quantity: 1,
    maxQuantity: 5,
    onQuantityChange: fn(),
    onRemove: fn(),
    onRemoveExchange: fn(),
  },
  decorators: [(Story) => <NavigationProvider navigate={() => undefined}>{Story()}</NavigationProvider>],
  parameters: {
    docs: {
      description: {
        component: `One product in the cart: picture, name (a link to the product), price, quantity stepper and
Remove. Its coupon (per-product \`appliedCoupon\`) shows under the price, and an exchange (\`prexo\`,
a child cart item) is nested under the product with the value deducted and its own Remove.

**Do**
- Render the lines in a list and pass \`maxQuantity\` from the inventory.
- Set \`updating\` or \`removing\` while the cart call runs.

**Don't**
- Don't show the exchange as a separate product line; it belongs to its parent.
- Don't remove the product when the quantity would go below 1; use Remove.`,
      },
    },
  },
} satisfies Meta<typeof CartLineItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const line = canvas.getByRole('article', { name: 'Nirmal Aqua RO+UV Water Purifier' });
    await expect(line).toHaveAttribute('data-nirmal-id', 'CartLineItem');
    await expect(canvas.getByRole('link', { name: 'Nirmal Aqua RO+UV Water Purifier' })).toHaveAttribute(
      'href',
      '/dp/nirmal-aqua-ro-uv',
    );
    await expect(canvas.getByText('₹15,999')).toBeVisible();
    await expect(
      canvas.getByRole('spinbutton', { name: 'Quantity of Nirmal Aqua RO+UV Water Purifier' }),
    ).toHaveValue(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(2);
    const remove = canvas.getByRole('button', { name: 'Remove' });
    await expect(remove).toHaveAccessibleDescription('Nirmal Aqua RO+UV Water Purifier');
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const WithCouponAndExchange: Story = {
  name: 'With coupon and exchange',
  args: {
    appliedCoupon: { code: 'NIRMAL10', saving: 1600 },
    exchange: { productType: 'WATER_PURIFIER', condition: 'WORKING', value: 2000 },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Coupon NIRMAL10 applied: ₹1,600 off')).toBeVisible();
    const exchange = canvas
      .getByText('Exchange value deducted')
      .closest('[data-part="exchange"]') as HTMLElement;
    await expect(exchange).toHaveTextContent('Your old water purifier (working)');
    await expect(exchange).toHaveTextContent('−₹2,000');
    // The exchange is nested inside its product's line.
    await expect(canvas.getByRole('article')).toContainElement(exchange);
    await userEvent.click(within(exchange).getByRole('button', { name: 'Remove exchange' }));
    await expect(args.onRemoveExchange).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const Updating: Story = {
  args: { quantity: 2, updating: true, removing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const AtStockLimit: Story = {
  name: 'At stock limit',
  args: { quantity: 2, maxQuantity: 2, stockStatus: 'low_stock' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(canvas.getByText('Only few left')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  name: 'Read only',
  args: {
    onQuantityChange: undefined,
    onRemove: undefined,
    onRemoveExchange: undefined,
    quantity: 2,
    href: undefined,
    exchange: { productType: 'AIR_PURIFIER', value: 500 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Qty: 2')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText('Your old air purifier')).toBeVisible();
  },
};

function Cart(args: CartLineItemProps) {
  const [quantity, setQuantity] = useState(1);
  return (
    <CartLineItem
      {...args}
      quantity={quantity}
      onQuantityChange={setQuantity}
      price={15999 * quantity}
      mrp={undefined}
    />
  );
}

export const ChangingQuantity: Story = {
  name: 'Changing quantity',
  render: (args) => <Cart {...args} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByText('₹31,998')).toBeVisible();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack as="ul" gap={3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      <li>
        <CartLineItem
          {...args}
          appliedCoupon={{ code: 'NIRMAL10', saving: 1600 }}
          exchange={{ productType: 'WATER_PURIFIER', condition: 'WORKING', value: 2000 }}
        />
      </li>
      <li>
        <CartLineItem
          {...args}
          name="Nirmal AirPure 300 Air Purifier"
          href="/dp/airpure-300"
          imageSrc={airPurifier}
          price={24980}
          mrp={undefined}
          quantity={2}
          stockStatus="low_stock"
        />
      </li>
      <li>
        <CartLineItem
          {...args}
          name="Nirmal Pure UV"
          href={undefined}
          imageSrc={null}
          stockStatus="out_of_stock"
        />
      </li>
    </Stack>
  ),
};
