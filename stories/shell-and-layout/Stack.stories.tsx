import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, Stack } from '@nirmal/design-system';

const meta = {
  component: Stack,
  args: {
    children: [
      <Button key="1" variant="secondary">
        First
      </Button>,
      <Button key="2" variant="secondary">
        Second
      </Button>,
      <Button key="3" variant="secondary">
        Third
      </Button>,
    ],
  },
  argTypes: { children: { control: false } },
  parameters: {
    docs: {
      description: {
        component: `Lays its children out in one direction with a gap from the space scale. \`column\` (the default) stacks
sections and form fields; \`row\` lines up short items such as tags or buttons (add \`wrap\` so they do not
overflow at 360 px); \`responsive\` is a column at the 360 px base and a row from the md breakpoint up, e.g. a
form's actions. \`as\` renders a list or landmark (\`ul\`, \`nav\`, \`form\`…) without an extra wrapper.

**Do**
- Take \`gap\` from the space scale and use the same step for the same kind of spacing across pages.
- Use \`as="ul"\` (with \`li\` children) when the items are a list, so screen readers count them.
- Use \`responsive\` for button rows that should be full width on a phone and side by side on a desktop.

**Don't**
- Add margins to children to space them: the gap does it.
- Use \`row\` without \`wrap\` for content that can grow, such as labels or translated text.
- Reorder children visually: the reading and focus order follow the markup.`,
      },
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector('[data-nirmal-id="Stack"]') as HTMLElement;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).toBe('16px');
  },
};

export const Row: Story = {
  args: { direction: 'row', gap: 2, align: 'center' },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector('[data-nirmal-id="Stack"]') as HTMLElement;
    await expect(getComputedStyle(stack).flexDirection).toBe('row');
    await expect(getComputedStyle(stack).columnGap).toBe('8px');
  },
};

export const ResponsiveOnAPhone: Story = {
  name: 'Responsive on a phone',
  args: { direction: 'responsive' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ResponsiveOnADesktop: Story = {
  name: 'Responsive on a desktop',
  args: { direction: 'responsive' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const AsAList: Story = {
  name: 'As a list',
  args: { as: 'ul', children: ['Filter', 'Pump', 'Tank'].map((part) => <li key={part}>{part}</li>) },
  play: async ({ canvas }) => expect(canvas.getAllByRole('listitem')).toHaveLength(3),
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={6}>
      <Stack {...args} direction="column" />
      <Stack {...args} direction="row" justify="between" />
      <Stack {...args} direction="row" justify="center" gap={1} />
      <Stack {...args} direction="responsive" />
    </Stack>
  ),
};
