import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button, Dialog, Stack, TextField, type DialogProps } from '@nirmal/design-system';

const meta = {
  component: Dialog,
  args: {
    title: 'Edit email',
    description: 'We send your invoices and service updates here.',
    trigger: <Button variant="secondary">Edit email</Button>,
    onOpenChange: fn(),
    children: <TextField label="Email" type="email" defaultValue="asha@example.com" />,
    footer: <Button>Save</Button>,
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
        component: `A modal dialog (Radix) for a short task that needs the customer's full attention: edit an email, add a
secondary user, confirm a cancellation. Focus moves in and is trapped; Escape, the close button and a click
outside close it; focus returns to the \`trigger\`, or to whatever opened it. \`title\` is its accessible name
and \`description\` its accessible description. \`size\` is the maximum width (\`sm\` for a confirmation, \`md\` for a
short form, \`lg\` for more content); at 360 px every size takes the screen width less the margins.

**Do**
- Title it with the task, as in the profile modals: "Edit email", "Add secondary user".
- Put the actions in \`footer\`, the main one last (it shows on top at 360 px), with a Cancel beside it.
- Control it with \`open\` and \`onOpenChange\` when the page opens it, e.g. after a failed request.

**Don't**
- Open a dialog from a dialog, or use one for content that deserves its own page.
- Use it for a side menu or filters sliding from an edge: that is \`Drawer\`.
- Close it on Save before the request succeeds: keep it open and show the error inside.`,
      },
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit email' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit email' });
    await expect(dialog).toHaveAccessibleDescription('We send your invoices and service updates here.');
    await expect(dialog).toHaveAttribute('data-nirmal-id', 'Dialog');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    // Focus is trapped: tabbing past the last control comes back inside.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 4; step++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    // Escape closes and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  name: 'Close button',
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit email' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Edit email' })).toBeVisible();
  },
};

export const WithoutDescription: Story = {
  name: 'Without description',
  args: {
    defaultOpen: true,
    title: 'Add secondary user',
    description: undefined,
    children: <TextField label="Name" />,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add secondary user' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

export const Small: Story = { args: { defaultOpen: true, size: 'sm' } };
export const Large: Story = { args: { defaultOpen: true, size: 'lg' } };

export const OnAPhone: Story = {
  name: 'On a phone',
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

function EditNameDialog(args: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit primary user name</Button>
      <Dialog
        {...args}
        title="Edit primary user name"
        description={undefined}
        open={open}
        onOpenChange={setOpen}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Save</Button>
          </>
        }
      >
        <Stack gap={4}>
          <TextField label="First name" defaultValue="Asha" />
          <TextField label="Last name" defaultValue="Rao" />
        </Stack>
      </Dialog>
    </>
  );
}

// Opened from a button outside Radix's Trigger: focus still returns to it.
export const Controlled: Story = {
  args: { trigger: undefined },
  render: (args) => <EditNameDialog {...args} />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Edit primary user name' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack direction="row" gap={3} wrap>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Dialog {...args} key={size} size={size} trigger={<Button variant="secondary">Open {size}</Button>} />
      ))}
      <Dialog
        {...args}
        description={undefined}
        footer={undefined}
        trigger={<Button variant="secondary">Body only</Button>}
      />
    </Stack>
  ),
};
