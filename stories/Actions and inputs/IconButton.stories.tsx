import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CloseIcon, IconButton, InfoIcon, Stack } from '@nirmal/design-system';

const meta = {
  title: 'Actions and inputs/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: <CloseIcon />, onClick: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Never below the 24 px target.
    const { width, height } = button.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', label: 'More information', icon: <InfoIcon /> },
};
export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    const { width, height } = canvas.getByRole('button').getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
  },
};
export const Disabled: Story = { args: { disabled: true } };

export const AllVariants: Story = {
  render: (args) => (
    <Stack gap={3}>
      {(['primary', 'secondary', 'tertiary', 'danger'] as const).map((variant) => (
        <Stack key={variant} direction="row" gap={3} align="center">
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <IconButton
              {...args}
              key={size}
              variant={variant}
              size={size}
              label={`Close (${variant} ${size})`}
            />
          ))}
          <IconButton {...args} variant={variant} disabled label={`Close (${variant} disabled)`} />
        </Stack>
      ))}
    </Stack>
  ),
};
