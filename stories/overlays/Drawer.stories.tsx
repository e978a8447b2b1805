import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button, Drawer, Stack, TextField, type DrawerProps } from '@nirmal/design-system';

const meta = {
  component: Drawer,
  args: {
    title: 'Filters',
    trigger: <Button variant="secondary">Open filters</Button>,
    onOpenChange: fn(),
    children: (
      <Stack gap={4}>
        <TextField label="Pincode" inputMode="numeric" defaultValue="560001" />
        <p>Showing water purifiers available in Bengaluru.</p>
      </Stack>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
  },
  parameters: {
    docs: {
      // On the docs page each example opens in a frame of its own, not over the page.
      story: { inline: false, height: '640px' },
      description: {
        component: `A modal side sheet on Radix Dialog: slides in from the left or right edge, full height, with a title,
a close button, a scrolling body and an optional pinned footer. The hamburger menu is built on it.

**Do**
- Use it for navigation and secondary tasks that keep the page's context (filters, menu).
- Give it a short \`title\`: it is the drawer's accessible name.

**Don't**
- Use it for a confirmation or a short form: use \`Dialog\`.
- Nest a drawer inside another drawer.`,
      },
    },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open filters' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(drawer).toHaveAttribute('data-side', 'right');
    await expect(drawer).toHaveAttribute('data-nirmal-id', 'Drawer');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    for (let step = 0; step < 3; step++) {
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const Left: Story = {
  args: { defaultOpen: true, side: 'left' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(drawer.getBoundingClientRect().left).toBe(0);
  },
};

export const Right: Story = {
  args: { defaultOpen: true, side: 'right', description: 'Narrow the list to what suits your home.' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(drawer).toHaveAccessibleDescription('Narrow the list to what suits your home.');
    await expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth);
  },
};

export const WithFooter: Story = {
  name: 'With footer',
  args: { defaultOpen: true, footer: <Button fullWidth>Apply filters</Button> },
};

function ControlledDrawer(args: DrawerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Show filters</Button>
      <Drawer {...args} trigger={undefined} open={open} onOpenChange={setOpen} />
    </>
  );
}

export const CloseButtonRestoresFocus: Story = {
  name: 'Close button restores focus',
  render: (args) => <ControlledDrawer {...args} />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Show filters' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  args: { defaultOpen: true, side: 'left' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
