import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { AppliedCoupons, CouponField, Stack, type AppliedCouponsProps } from '@nirmal/design-system';

const coupons = [
  { code: 'NIRMAL10', saving: 500 },
  { code: 'HDFC1500', saving: 1500 },
  { code: 'FESTIVE', saving: 250 },
];

const meta = {
  component: AppliedCoupons,
  args: { coupons: coupons.slice(0, 2), onRemove: fn(), onRemoveAll: fn() },
  parameters: {
    docs: {
      description: {
        component: `The coupons on the order (checkout state \`couponsApplied\`), as chips with the code and the saving in
rupees. Each has a remove button named "Remove coupon CODE"; from two coupons up a **Remove all**
button removes them at once. Put it under the **CouponField**.

**Do**
- Pass \`appliedCount={coupons.length}\` to the CouponField so it explains the 3-coupon limit.
- Set \`disabled\` while a removal is running.

**Don't**
- Don't ask for confirmation to remove one coupon; it can be applied again.
- Don't list coupons that failed; show their error on the CouponField.`,
      },
    },
  },
} satisfies Meta<typeof AppliedCoupons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Applied coupons' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('NIRMAL10₹500 off');
    await expect(items[1]).toHaveTextContent('HDFC1500₹1,500 off');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove coupon HDFC1500' }));
    await expect(args.onRemove).toHaveBeenCalledWith('HDFC1500');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove all' }));
    await expect(args.onRemoveAll).toHaveBeenCalledTimes(1);
  },
};

export const OneCoupon: Story = {
  name: 'One coupon',
  args: { coupons: coupons.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove coupon NIRMAL10' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove all' })).not.toBeInTheDocument();
  },
};

export const AtTheLimit: Story = {
  name: 'At the limit',
  args: { coupons },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const NoCoupons: Story = {
  name: 'No coupons',
  args: { coupons: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-nirmal-id="AppliedCoupons"]')).toBeNull();
  },
};

function CouponsOnOrder(args: AppliedCouponsProps) {
  const [applied, setApplied] = useState(args.coupons);
  return (
    <Stack gap={4}>
      <CouponField
        appliedCount={applied.length}
        onApply={(code) => setApplied([...applied, { code, saving: 200 }])}
      />
      <AppliedCoupons
        {...args}
        coupons={applied}
        onRemove={(code) => {
          args.onRemove?.(code);
          setApplied(applied.filter((coupon) => coupon.code !== code));
        }}
        onRemoveAll={() => {
          args.onRemoveAll?.();
          setApplied([]);
        }}
      />
    </Stack>
  );
}

export const WithCouponField: Story = {
  name: 'With coupon field',
  args: { coupons },
  render: (args) => <CouponsOnOrder {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toHaveAccessibleDescription(
      'You can apply at most 3 coupons',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove coupon HDFC1500' }));
    // Focus moves to the chip that took its place, not to the top of the page.
    await expect(canvas.getByRole('button', { name: 'Remove coupon FESTIVE' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toBeEnabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code' }), 'save200{Enter}');
    await expect(canvas.getByText('SAVE200')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove all' }));
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};
