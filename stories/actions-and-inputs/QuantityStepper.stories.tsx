import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { QuantityStepper, Stack } from '@nirmal/design-system';

const meta = {
  component: QuantityStepper,
  args: { onChange: fn(), max: 5 },
  argTypes: {
    label: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component: `Chooses how many of an item: − and + buttons around a number field (a native spinbutton, so
ArrowUp and ArrowDown step and typing works). Values are kept between \`min\` and \`max\`, and
the button at a bound is disabled while focus stays on the quantity. A number typed above \`max\`
is said to be too many at once (\`aboveMaxMessage\`, read out as it appears) and brought down to
\`max\` when the field is left. \`onChange\` always receives a whole number within the bounds.

**Do**
- Set \`max\` to what can be bought (stock left or the per-order limit).
- Use \`hideLabel\` in cart rows where the product name already gives context, and keep a label that
  names the item if several steppers share a screen ("Quantity of Nirmal RO+UV").
- Use \`size="sm"\` in dense lists.

**Don't**
- Don't use it to remove an item; offer a separate "Remove" action.
- Don't use it for large numbers or non-integer values; use a TextField.`,
      },
    },
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity' });
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity' });
    const increase = canvas.getByRole('button', { name: 'Increase quantity' });
    await expect(quantity).toHaveValue(1);
    await expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(quantity).toHaveValue(3);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(decrease).toBeEnabled();
    await userEvent.click(decrease);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const AtMaximum: Story = {
  name: 'At maximum',
  args: { defaultValue: 4 },
  play: async ({ canvas, userEvent, args }) => {
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity' });
    const increase = canvas.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(increase);
    await expect(quantity).toHaveValue(5);
    await expect(quantity).toHaveAttribute('max', '5');
    await expect(increase).toBeDisabled();
    // Focus moved to the quantity instead of being lost with the disabled button.
    await expect(quantity).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(5);
  },
};

export const Typing: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvas, userEvent, args }) => {
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    // Beyond the maximum: kept while typing and said at once, brought back within bounds on leaving.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '9');
    await expect(quantity).toHaveAccessibleDescription('You can buy at most 5.');
    await userEvent.tab();
    await expect(quantity).toHaveValue(5);
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByText('You can buy at most 5.')).toBeVisible();
    // Changed otherwise, the note goes.
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(canvas.queryByText('You can buy at most 5.')).toBeNull();
    await expect(quantity).not.toHaveAccessibleDescription();
  },
};

export const InCartRow: Story = {
  name: 'In cart row',
  args: { hideLabel: true, label: 'Quantity of Nirmal RO+UV Purifier', size: 'sm', defaultValue: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity of Nirmal RO+UV Purifier' })).toHaveValue(
      2,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={5}>
      <QuantityStepper {...args} label="At minimum" />
      <QuantityStepper {...args} label="In range" defaultValue={3} />
      <QuantityStepper {...args} label="At maximum" defaultValue={5} />
      <QuantityStepper {...args} label="Small" size="sm" defaultValue={2} />
      <QuantityStepper {...args} label="Disabled" disabled defaultValue={2} />
    </Stack>
  ),
};
