import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChatLauncher, Stack } from '@nirmal/design-system';

const meta = {
  component: ChatLauncher,
  args: { onOpenChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `The floating toggle of the chat widget: a speech bubble while the chat is closed, a cross while it is
open, and \`aria-expanded\` for assistive technology. Place it in \`FloatingActions\`' \`chat\` slot.

**Do**
- Pass the chat's id as \`aria-controls\` once the chat is on the page.
- Load the chat itself when the launcher is first pressed, not with the page.

**Don't**
- Change its label with the state: \`aria-expanded\` already says open or closed.
- Show it in the mobile app's webview; \`FloatingActions\` hides it with \`showChat\`.`,
      },
    },
  },
} satisfies Meta<typeof ChatLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Chat with us' });
    await expect(button).toHaveAttribute('data-nirmal-id', 'ChatLauncher');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button.querySelector('[data-state="closed"]')).not.toBeNull();
    await userEvent.click(button);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button.querySelector('[data-state="open"]')).not.toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(48);
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Chat with us' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack direction="row" gap={3}>
      <ChatLauncher {...args} />
      <ChatLauncher {...args} defaultOpen label="Chat with us (open)" />
    </Stack>
  ),
};
