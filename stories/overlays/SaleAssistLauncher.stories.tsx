import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { FloatingActions, SaleAssistLauncher, Stack } from '@nirmal/design-system';

const meta = {
  component: SaleAssistLauncher,
  args: { onOpenChange: fn() },
  parameters: {
    docs: {
      // On the docs page each example opens in a frame of its own, not over the page.
      story: { inline: false, height: '640px' },
      description: {
        component: `The floating toggle that opens and closes the sale-assist panel: a chat icon while closed, a
down arrow while open, and \`aria-expanded\` for assistive technology. Place it in \`FloatingActions\`.

**Do**
- Pass the panel's id as \`aria-controls\`.
- Keep it controlled from the shell's \`saleAssist\` state with \`open\` / \`onOpenChange\`.

**Don't**
- Change its label with the state: \`aria-expanded\` already says open or closed.
- Show it where the sale-assist flag is off; \`FloatingActions\` hides it with \`showSaleAssist\`.`,
      },
    },
  },
} satisfies Meta<typeof SaleAssistLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Talk to a sales expert' });
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
    await expect(canvas.getByRole('button', { name: 'Talk to a sales expert' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

function WithPanel() {
  const [open, setOpen] = useState(false);
  return (
    <FloatingActions
      businessNumber="919876543210"
      saleAssist={
        <Stack gap={3} align="end">
          {open && (
            <p id="sale-assist-panel" role="region" aria-label="Sales expert">
              A sales expert will call you back.
            </p>
          )}
          <SaleAssistLauncher open={open} onOpenChange={setOpen} aria-controls="sale-assist-panel" />
        </Stack>
      }
    />
  );
}

export const InFloatingActions: Story = {
  name: 'In floating actions',
  render: () => <WithPanel />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Talk to a sales expert' }));
    await expect(canvas.getByRole('region', { name: 'Sales expert' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeVisible();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack direction="row" gap={4}>
      <SaleAssistLauncher {...args} label="Closed launcher" />
      <SaleAssistLauncher {...args} label="Open launcher" defaultOpen />
    </Stack>
  ),
};
