import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button, Toast, Toaster, type ToastProps } from '@nirmal/design-system';

const meta = {
  component: Toast,
  subcomponents: { Toaster },
  decorators: [(Story) => <Toaster>{Story()}</Toaster>],
  args: {
    title: 'Profile updated successfully. Changes will reflect in a few seconds.',
    tone: 'success',
    onOpenChange: fn(),
  },
  argTypes: { title: { control: 'text' }, description: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component: `A short message about what just happened, shown at the bottom of the screen and closing itself (Radix Toast). Render
it inside the shell's \`Toaster\`; the shell shows one when its toast \`show\` flag and message are set. \`success\`
confirms a finished action ("Profile updated successfully. Changes will reflect in a few seconds."),
\`info\` tells news, and \`error\` is announced at once; the others are announced politely. It closes on
timeout, swipe, Escape or the close button.

**Do**
- Keep \`title\` to one sentence about the result; put any detail in \`description\`.
- Use it after an action the customer took (saved, removed, copied), and keep the page's state in step.
- Control it with \`open\` and \`onOpenChange\` when it mirrors app state, so the flag is reset on close.

**Don't**
- Put an error the customer must fix in a toast: show it beside the field or as an \`InlineAlert\`.
- Put the only way to do something (Undo, Retry) in a toast that closes itself.
- Show several toasts for one action.`,
      },
    },
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProfileUpdated: Story = {
  name: 'Profile updated',
  play: async ({ userEvent, args }) => {
    const toast = await screen.findByText(
      'Profile updated successfully. Changes will reflect in a few seconds.',
    );
    await expect(toast).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByText(/Profile updated/)).not.toBeInTheDocument());
  },
};

export const SwipeToDismiss: Story = {
  name: 'Swipe to dismiss',
  play: async ({ userEvent, args }) => {
    const toast = (await screen.findByText(/Profile updated/)).closest('li') as HTMLElement;
    const { left, top } = toast.getBoundingClientRect();
    const at = (dx: number) => ({ target: toast, coords: { clientX: left + dx, clientY: top + 10 } });
    await userEvent.pointer([
      { keys: '[MouseLeft>]', ...at(20) },
      at(60),
      at(140),
      at(220),
      { keys: '[/MouseLeft]', ...at(220) },
    ]);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const ErrorTone: Story = {
  name: 'Error tone',
  args: { tone: 'error', title: 'Something went wrong', description: 'Please try again later.' },
};

export const InfoTone: Story = {
  name: 'Info tone',
  args: { tone: 'info', title: 'Fetching Current Location....' },
};

export const ClosesItself: Story = {
  name: 'Closes itself',
  args: { tone: 'info', title: 'Slot booked', duration: 300 },
  play: async ({ args }) => {
    await expect(await screen.findByText('Slot booked')).toBeVisible();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 3000 });
  },
};

export const EscapeDismisses: Story = {
  name: 'Escape dismisses',
  args: { tone: 'error', title: 'Something went wrong' },
  play: async ({ userEvent, args }) => {
    await screen.findByText('Something went wrong');
    // F8 focuses the notifications region, as Radix announces in its label.
    await userEvent.keyboard('{F8}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

function ToastAfterSaving(args: ToastProps) {
  const [show, setShow] = useState(false);
  return (
    <>
      <Button onClick={() => setShow(true)}>Save profile</Button>
      <Toast {...args} open={show} onOpenChange={setShow} />
    </>
  );
}

export const ShownFromAState: Story = {
  name: 'Shown from a state',
  render: (args) => <ToastAfterSaving {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(screen.queryByText(/Profile updated/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    // Screen readers hear the region's name, then the message, without the hotkey placeholder.
    const announcement = await screen.findByText(
      (_, element) => element?.getAttribute('aria-live') === 'polite' && element.textContent !== '',
    );
    await expect(announcement).toHaveTextContent(
      'Notifications Profile updated successfully. Changes will reflect in a few seconds.',
    );
    await expect(screen.getByText(/Profile updated/, { selector: 'div' })).toBeVisible();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <>
      <Toast {...args} tone="success" duration={Infinity} />
      <Toast
        {...args}
        tone="error"
        title="Something went wrong"
        description="Please try again later."
        duration={Infinity}
      />
      <Toast {...args} tone="info" title="Fetching Current Location...." duration={Infinity} />
    </>
  ),
};
