import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, InlineAlert, Link, Stack, inlineAlertTones } from '@nirmal/design-system';

const meta = {
  component: InlineAlert,
  args: {
    tone: 'info',
    title: 'Filter change due',
    children: 'Your RO membrane is due for a change this month.',
  },
  argTypes: {
    title: { control: 'text' },
    children: { control: 'text' },
    action: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `A message that stays in the page next to what it is about: a failed call, an AMC about to
expire, a saved address. Four tones, each with its own icon so colour is never the only signal.
\`error\` and \`warning\` use \`role="alert"\` (read out at once); \`info\` and \`success\` use
\`role="status"\` (read out politely). Pass \`role="none"\` for a message that is there from page
load.

**Do**
- Say what happened and what to do next; put the fix in \`action\` (a Button or Link).
- Use the spec's texts for errors, e.g. "Oops! Something went wrong. Please try again later."
- Place it near the part of the page it concerns.

**Don't**
- Don't use it for passing confirmations of an action; use a Toast.
- Don't stack several alerts of the same tone; combine them.`,
      },
    },
  },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status');
    await expect(alert).toHaveTextContent('Filter change due');
    await expect(alert).toHaveAttribute('data-tone', 'info');
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: undefined,
    children: 'Profile updated successfully. Changes will reflect in a few seconds.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Profile updated successfully.');
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'AMC EXPIRED',
    children: 'Your purifier is no longer covered. Renew to get free filter changes and visits.',
    action: (
      <Link href="/amc-plans/" variant="standalone">
        Renew AMC
      </Link>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('AMC EXPIRED');
    await expect(canvas.getByRole('link', { name: 'Renew AMC' })).toHaveAttribute('href', '/amc-plans/');
  },
};

export const ErrorTone: Story = {
  name: 'Error tone',
  args: {
    tone: 'error',
    title: 'Something went wrong',
    children: 'Oops! Something went wrong. Please try again later.',
    action: (
      <Button size="sm" variant="secondary">
        Try again
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oops! Something went wrong.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const NotAnnounced: Story = {
  name: 'Not announced',
  args: { role: 'none', tone: 'warning' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByText('Filter change due')).toBeVisible();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={4}>
      {inlineAlertTones.map((tone) => (
        <InlineAlert {...args} key={tone} tone={tone} role="none" title={`Tone ${tone}`} />
      ))}
      <InlineAlert {...args} role="none" title={undefined}>
        Body only, no title.
      </InlineAlert>
      <InlineAlert
        {...args}
        role="none"
        tone="error"
        onDismiss={() => undefined}
        action={<Button size="sm">Retry</Button>}
      />
    </Stack>
  ),
};
