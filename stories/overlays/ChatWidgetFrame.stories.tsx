import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, ChatWidgetFrame, Stack } from '@nirmal/design-system';

const conversation = (
  <Stack gap={3} style={{ padding: '1rem' }}>
    <p style={{ margin: 0 }}>Namaste! How can we help you with your purifier today?</p>
    <Stack direction="row" gap={2} wrap>
      <Button size="sm" variant="secondary">
        Book a service
      </Button>
      <Button size="sm" variant="secondary">
        Renew AMC
      </Button>
    </Stack>
  </Stack>
);

const meta = {
  component: ChatWidgetFrame,
  args: {
    title: 'Chat with Nirmal',
    placement: 'inline',
    children: conversation,
    onMinimisedChange: fn(),
    onClose: fn(),
  },
  argTypes: { children: { control: false } },
  parameters: {
    docs: {
      description: {
        component: `A titled frame for the chat-like widget every page can show: a header with the title, minimise and close,
and a body with the provider's page in an iframe (\`src\`, titled by \`title\`) or your own \`children\`. The shell
sets \`hidden\` in the mobile app's webview.

**Do**
- Give it a \`title\` that names the chat: it titles the region and the iframe for screen readers.
- Use \`placement="floating"\` on pages with \`FloatingActions\`: it sits above them.

**Don't**
- Hide it with CSS in the webview; pass \`hidden\` so nothing loads.
- Put a second close control inside the iframe's page.`,
      },
    },
  },
} satisfies Meta<typeof ChatWidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const frame = canvas.getByRole('region', { name: 'Chat with Nirmal' });
    await expect(frame).toHaveAttribute('data-nirmal-id', 'ChatWidgetFrame');
    await expect(canvas.getByText(/Namaste!/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Minimise chat' }));
    await expect(args.onMinimisedChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByText(/Namaste!/)).not.toBeVisible();
    const restore = canvas.getByRole('button', { name: 'Open chat' });
    await expect(restore).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/Namaste!/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Close chat' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const WithIframe: Story = {
  name: 'With iframe',
  args: { src: 'about:blank', children: undefined },
  play: async ({ canvasElement }) => {
    const iframe = canvasElement.querySelector('iframe');
    await expect(iframe).toHaveAttribute('title', 'Chat with Nirmal');
    await expect(iframe).toHaveAttribute('src', 'about:blank');
  },
};

export const Minimised: Story = {
  args: { defaultMinimised: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open chat' })).toBeVisible();
    await expect(canvas.getByText(/Namaste!/)).not.toBeVisible();
  },
};

export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-nirmal-id="ChatWidgetFrame"]')).toBeNull();
  },
};

export const WithoutClose: Story = {
  name: 'Without close',
  args: { onClose: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Close chat' })).not.toBeInTheDocument();
  },
};

export const FloatingOnAPhone: Story = {
  name: 'Floating on a phone',
  args: { placement: 'floating' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
