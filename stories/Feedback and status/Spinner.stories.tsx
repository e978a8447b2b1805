import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, Stack } from '@nirmal/design-system';

const meta = {
  title: 'Feedback and status/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const WithLabel: Story = {
  args: { label: 'Fetching Current Location....' },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('status')).toHaveTextContent('Fetching Current Location....'),
};

export const Decorative: Story = {
  args: { label: null },
  play: async ({ canvas }) => expect(canvas.queryByRole('status')).not.toBeInTheDocument(),
};

export const AllVariants: Story = {
  render: (args) => (
    <Stack direction="row" gap={4} align="center">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </Stack>
  ),
};
