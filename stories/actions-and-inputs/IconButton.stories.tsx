import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CloseIcon, IconButton, InfoIcon, Stack } from '@nirmal/design-system';

const meta = {
  component: IconButton,
  args: { label: 'Close', icon: <CloseIcon />, onClick: fn() },
  argTypes: { icon: { control: false } },
  parameters: {
    docs: {
      description: {
        component: `A square button that shows only an icon, such as close, the menu or search in the header. The icon
has no text, so \`label\` is the button's accessible name (and what a screen reader says). \`tertiary\` (the
default) sits quietly in headers and dialogs; \`secondary\` adds a border where the button stands on its own.
\`sm\` is for compact places such as a dialog's close button; every size keeps the 24 px target.

**Do**
- Give \`label\` the action, not the picture: "Close", "Open menu", "Clear search".
- Use only icons whose meaning is well known (close, search, menu); anything else wants a text \`Button\`.
- Keep the same label for the same icon everywhere in the product.

**Don't**
- Add a \`title\` or visible text next to it to explain it: use a \`Button\` with \`startIcon\` instead.
- Make it the only way to a main action such as Book a service or Pay.`,
      },
    },
  },
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
  name: 'All variants',
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
