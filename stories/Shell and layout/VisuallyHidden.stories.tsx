import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from '@nirmal/design-system';

const meta = {
  title: 'Shell and layout/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Read by screen readers only' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Read by screen readers only');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const LabellingAnIconLink: Story = {
  render: (args) => (
    <a href="#cart">
      <span aria-hidden="true">🛒</span>
      <VisuallyHidden {...args}>Cart, 2 items</VisuallyHidden>
    </a>
  ),
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible(),
};

export const AllVariants: Story = { render: Playground.render };
