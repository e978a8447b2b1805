import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  ExchangeOfferPicker,
  Stack,
  type ExchangeOffer,
  type ExchangeOfferPickerProps,
} from '@nirmal/design-system';

const offerValues = {
  AIR_PURIFIER: { WORKING: 1500, NOT_WORKING: 500 },
  VACUUM_CLEANER: { WORKING: 1000 },
  WATER_PURIFIER: { WORKING: 2000, NOT_WORKING: 750 },
};

const meta = {
  component: ExchangeOfferPicker,
  args: { offerValues, onApply: fn(), onRemove: fn() },
  parameters: {
    docs: {
      description: {
        component: `The exchange (prexo) offer on a product page or cart item: the customer picks the old product
(air purifier, vacuum cleaner or water purifier) and whether it works, sees the value offered in
rupees, and applies it. Once applied (per-product \`prexo\`), it shows the saving with **Remove
exchange**. Focus stays inside when the view switches.

**Do**
- Pass the values the price service returns in \`offerValues\`; leave out choices with no offer.
- Show the applied exchange in the cart as a child line of the product (CartLineItem).

**Don't**
- Don't promise a value before both choices are made.
- Don't hide the Remove action once applied.`,
      },
    },
  },
} satisfies Meta<typeof ExchangeOfferPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Exchange your old product' })).toBeVisible();
    const apply = canvas.getByRole('button', { name: 'Apply exchange' });
    await expect(apply).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Choose the product and its condition to see its value',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Water purifier' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Condition' }), 'Not working');
    await expect(canvas.getByRole('status')).toHaveTextContent('Exchange value₹750');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Condition' }), 'Working');
    await expect(canvas.getByRole('status')).toHaveTextContent('Exchange value₹2,000');
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledWith({
      productType: 'WATER_PURIFIER',
      condition: 'WORKING',
      value: 2000,
    });
  },
};

export const NoOffer: Story = {
  name: 'No offer',
  args: { defaultProductType: 'VACUUM_CLEANER', defaultCondition: 'NOT_WORKING' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No exchange offer for this product');
    await expect(canvas.getByRole('button', { name: 'Apply exchange' })).toBeDisabled();
  },
};

export const Applying: Story = {
  args: { defaultProductType: 'AIR_PURIFIER', defaultCondition: 'WORKING', pending: true },
  play: async ({ canvas, userEvent, args }) => {
    const apply = canvas.getByRole('button', { name: 'Apply exchange' });
    await expect(apply).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(apply);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const Applied: Story = {
  args: { applied: { productType: 'AIR_PURIFIER', condition: 'WORKING', value: 1500 } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('₹1,500 off for your old air purifier (working)')).toBeVisible();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove exchange' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

function ExchangeOnProduct(args: ExchangeOfferPickerProps) {
  const [applied, setApplied] = useState<ExchangeOffer | null>(null);
  return (
    <ExchangeOfferPicker
      {...args}
      applied={applied}
      onApply={(offer) => {
        args.onApply?.(offer);
        setApplied(offer);
      }}
      onRemove={() => setApplied(null)}
    />
  );
}

export const ApplyAndRemove: Story = {
  name: 'Apply and remove',
  render: (args) => <ExchangeOnProduct {...args} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Air purifier' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Condition' }), 'WORKING');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply exchange' }));
    const remove = canvas.getByRole('button', { name: 'Remove exchange' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Air purifier' })).toHaveFocus();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={4}>
      <ExchangeOfferPicker {...args} />
      <ExchangeOfferPicker {...args} defaultProductType="WATER_PURIFIER" defaultCondition="WORKING" />
      <ExchangeOfferPicker
        {...args}
        applied={{ productType: 'WATER_PURIFIER', condition: 'NOT_WORKING', value: 750 }}
      />
    </Stack>
  ),
};
