import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { breakpoints, SidebarLayout, theme } from '@nirmal/design-system';

const panel = {
  padding: theme.space[4],
  background: theme.color.brandSubtle,
  color: theme.color.text,
  borderRadius: theme.radius.md,
};

const meta = {
  component: SidebarLayout,
  args: {
    sidebarLabel: 'Filters',
    sidebar: <div style={panel}>Technology, price, colour</div>,
    children: [
      <div key="toolbar" style={panel}>
        24 products · Sort by
      </div>,
      <div key="results" style={{ ...panel, minBlockSize: '12rem' }}>
        Product cards
      </div>,
    ],
  },
  argTypes: { sidebar: { control: false }, children: { control: false } },
  parameters: {
    docs: {
      description: {
        component: `A column of a fixed width beside the main content from a breakpoint up (\`from\`, lg by default), and above it on a phone. The column is a complementary landmark named by \`sidebarLabel\`. A listing puts its filters there, with the results, their count and sort beside them.

**Do**
- Put what refines the main content in the column: filters, a table of contents.
- Fold the column's content on a phone (Disclosure with \`alwaysOpenFrom\`) so the results stay near the top.

**Don't**
- Don't put the page's main action in the column; on a phone it comes first, but on a desktop the eye goes to the content.`,
      },
    },
  },
} satisfies Meta<typeof SidebarLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const side = canvas.getByRole('complementary', { name: 'Filters' });
    const results = canvas.getByText('Product cards');
    const wide = window.matchMedia(`(min-width: ${breakpoints.lg})`).matches;
    const [sideBox, resultsBox] = [side.getBoundingClientRect(), results.getBoundingClientRect()];
    // Beside the results on a desktop, above them on a phone.
    if (wide) await expect(sideBox.right).toBeLessThanOrEqual(resultsBox.left);
    else await expect(sideBox.bottom).toBeLessThanOrEqual(resultsBox.top);
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const side = canvas.getByRole('complementary', { name: 'Filters' });
    await expect(side.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getByText(/24 products/).getBoundingClientRect().top,
    );
  },
};
