import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid, Stack, theme } from '@nirmal/design-system';

const cell = {
  padding: theme.space[4],
  background: theme.color.brandSubtle,
  color: theme.color.text,
  borderRadius: theme.radius.md,
};
const cells = (count: number, as: 'div' | 'li' = 'div') =>
  Array.from({ length: count }, (_, index) => {
    const Cell = as;
    return (
      <Cell key={index} style={cell}>
        Plan {index + 1}
      </Cell>
    );
  });

const columnCount = (element: HTMLElement) =>
  getComputedStyle(element).gridTemplateColumns.split(' ').filter(Boolean).length;

const meta = {
  component: Grid,
  args: { columns: { base: 1, sm: 2, lg: 4 }, children: cells(8) },
  argTypes: { children: { control: false } },
  parameters: {
    docs: {
      description: {
        component: `Equal columns that change by breakpoint, mobile first: \`columns={{ base: 1, sm: 2, lg: 4 }}\` is one column on a 360 px phone, two from 480 px and four from 1024 px. The gap is a step of the space scale. Cells in a row stretch to the same height, so cards line up.

**Do**
- Start from \`base: 1\` (or 2 for small tiles) and add columns as the screen grows.
- Render product or plan cards as a list: \`as="ul"\` with \`<li>\` children.

**Don't**
- Don't use it to lay out a form or a single row of buttons; use Stack.
- Don't set widths on the cells; the grid sizes them.`,
      },
    },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const grid = canvas.getByText('Plan 1').parentElement as HTMLElement;
    await expect(grid).toHaveAttribute('data-nirmal-id', 'Grid');
    await expect(columnCount(grid)).toBe(4);
    await expect(getComputedStyle(grid).columnGap).toBe('16px');
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const grid = canvas.getByText('Plan 1').parentElement as HTMLElement;
    await expect(columnCount(grid)).toBe(1);
  },
};

export const FixedColumnsWithGaps: Story = {
  name: 'Fixed columns with gaps',
  args: { columns: 3, gap: 2, rowGap: 6, children: cells(6) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const grid = canvas.getByText('Plan 1').parentElement as HTMLElement;
    await expect(columnCount(grid)).toBe(3);
    await expect(getComputedStyle(grid).columnGap).toBe('8px');
    await expect(getComputedStyle(grid).rowGap).toBe('32px');
  },
};

export const AsAList: Story = {
  name: 'As a list',
  args: { as: 'ul', columns: { base: 2, md: 3 }, children: cells(6, 'li') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('data-nirmal-id', 'Grid');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={6}>
      <Grid {...args} columns={2} children={cells(4)} />
      <Grid {...args} columns={{ base: 2, md: 3 }} gap={2} children={cells(6)} />
      <Grid {...args} columns={{ base: 1, sm: 2, md: 3, lg: 4, xl: 6 }} gap={5} children={cells(6)} />
    </Stack>
  ),
};
