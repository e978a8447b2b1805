import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from '@nirmal/design-system';

const meta = {
  component: VisuallyHidden,
  args: { children: 'Read by screen readers only' },
  parameters: {
    docs: {
      description: {
        component: `Text for assistive technology only: it is hidden on screen but read by screen readers. Use it to name
an icon-only link, to add context a sighted customer gets from the layout ("(opens in a new tab)",
"Loading devices"), or to give a section a heading that the design does not show.

**Do**
- Keep the hidden text short and specific, and in the same wording as the product's visible text.
- Prefer a component's own label prop where there is one (\`IconButton\`'s \`label\`, \`Spinner\`'s \`label\`).

**Don't**
- Hide information sighted customers also need: if it matters to everyone, show it.
- Put focusable elements inside it: keyboard users would land on something they cannot see.`,
      },
    },
  },
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
  name: 'Labelling an icon link',
  render: (args) => (
    <a href="#cart">
      <span aria-hidden="true">🛒</span>
      <VisuallyHidden {...args}>Cart, 2 items</VisuallyHidden>
    </a>
  ),
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible(),
};

export const AllVariants: Story = {
  name: 'All variants',
  render: Playground.render,
};
