import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, Stack, VisuallyHidden } from '@nirmal/design-system';

const meta = {
  component: Skeleton,
  parameters: {
    docs: {
      description: {
        component: `A grey placeholder in the shape of content that is still loading, so the page does not jump when it
arrives. \`text\` is one line of body text, \`rect\` a picture or card, \`circle\` an avatar; \`width\` and
\`height\` take any CSS length. It is decorative and hidden from assistive technology.

**Do**
- Mirror the layout that will load (the same lines, pictures and widths), as \`DeviceCardSkeleton\` does.
- Mark the loading region with \`aria-busy\` and a visually hidden label such as "Loading devices".
- Replace skeletons with the content, an empty state or an error: never leave them on a failed load.

**Don't**
- Use it for a short wait inside a control: a \`Button\` with \`loading\` or a \`Spinner\` says that better.
- Animate or colour it to attract attention; it shows where content will be, nothing more.`,
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    // Decorative: the loading region announces itself, the placeholders do not.
    await expect(canvasElement.querySelector('[data-nirmal-id="Skeleton"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};
export const Text: Story = { args: { shape: 'text', width: '60%' } };
export const Rect: Story = { args: { shape: 'rect', height: '6rem' } };
export const Circle: Story = { args: { shape: 'circle', width: '3rem', height: '3rem' } };

export const AllVariants: Story = {
  name: 'All variants',
  render: () => (
    <Stack gap={3} aria-busy="true">
      <VisuallyHidden>Loading your devices</VisuallyHidden>
      <Skeleton shape="circle" width="3rem" height="3rem" />
      <Skeleton width="80%" />
      <Skeleton width="60%" />
      <Skeleton shape="rect" height="6rem" />
    </Stack>
  ),
};
