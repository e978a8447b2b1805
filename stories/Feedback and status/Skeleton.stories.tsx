import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, Stack, VisuallyHidden } from '@nirmal/design-system';

const meta = {
  title: 'Feedback and status/Skeleton',
  component: Skeleton,
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
