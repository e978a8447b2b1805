import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChatLauncher, Dialog, FloatingActions, SaleAssistLauncher } from '@nirmal/design-system';
import { expectDrawnUnderDialog } from '../drawn-under-dialog.ts';

const saleAssist = <SaleAssistLauncher />;

const meta = {
  component: FloatingActions,
  args: { businessNumber: '919876543210', saleAssist },
  argTypes: { saleAssist: { control: false }, chat: { control: false } },
  parameters: {
    docs: {
      description: {
        component: `The floating help buttons every page of the shell shows at the bottom-right: a WhatsApp chat link
(opens \`wa.me/<number>?text=Hi\`), a slot for the sale-assist launcher and one for the chat launcher, above
the others. The shell decides visibility (hidden on payment, auth and webview pages) and passes it as
\`showWhatsApp\` / \`showSaleAssist\` / \`showChat\`.

**Do**
- Pass the business number in international form (\`91…\`) and let the component build the link.
- Put a \`SaleAssistLauncher\` in \`saleAssist\` so its open/closed icon follows its panel.

**Don't**
- Render it inside a scrolling container: it is fixed to the viewport.
- Hide it with CSS; set \`showWhatsApp\` / \`showSaleAssist\` so it leaves the accessibility tree.
- Raise it above the \`overlay\` layer: a modal's backdrop (Dialog, Drawer, search) dims it, as it dims the page.`,
      },
    },
  },
} satisfies Meta<typeof FloatingActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await expect(link).toHaveAttribute('href', 'https://wa.me/919876543210?text=Hi');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('button', { name: 'Talk to a sales expert' })).toBeVisible();
    const root = link.closest('[data-nirmal-id="FloatingActions"]') as HTMLElement;
    await expect(getComputedStyle(root).position).toBe('fixed');
    // 48 px targets.
    await expect(link.getBoundingClientRect().width).toBeGreaterThanOrEqual(48);
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};

export const WhatsAppOnly: Story = {
  name: 'WhatsApp only',
  args: { showSaleAssist: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const SaleAssistOnly: Story = {
  name: 'Sale assist only',
  args: { showWhatsApp: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Talk to a sales expert' })).toBeVisible();
  },
};

export const BothHidden: Story = {
  name: 'Both hidden',
  args: { showWhatsApp: false, showSaleAssist: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-nirmal-id="FloatingActions"]')).toBeNull();
  },
};

export const CustomNumberAndText: Story = {
  name: 'Custom number and text',
  args: { businessNumber: '+91 80 4567 1234', whatsAppText: 'Hi, I need help with my purifier' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/918045671234?text=Hi%2C%20I%20need%20help%20with%20my%20purifier',
    );
  },
};

export const WithChat: Story = {
  name: 'With chat',
  args: { chat: <ChatLauncher /> },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    // The chat launcher sits on top, the sale-assist launcher under it, then WhatsApp.
    await expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Chat with us',
      'Talk to a sales expert',
    ]);
    await expect(canvas.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeVisible();
  },
};

export const ChatHidden: Story = {
  name: 'Chat hidden',
  args: { chat: <ChatLauncher />, showChat: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Talk to a sales expert' })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const UnderADialog: Story = {
  name: 'Under a dialog',
  args: { chat: <ChatLauncher /> },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <>
      <FloatingActions {...args} />
      <Dialog defaultOpen title="Sign in" description="We send a code to your mobile number." />
    </>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Sign in' });
    const floating = canvasElement.querySelector('[data-nirmal-id="FloatingActions"]') as HTMLElement;
    await expectDrawnUnderDialog(floating, dialog);
  },
};
