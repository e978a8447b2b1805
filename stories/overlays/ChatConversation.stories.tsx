import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { ChatConversation, ChatWidgetFrame, type ChatConversationMessage } from '@nirmal/design-system';

const greeting: ChatConversationMessage = {
  id: 'greeting',
  from: 'agent',
  text: 'Namaste! Ask us about a purifier, a service visit or your AMC plan.',
};

const conversation: ChatConversationMessage[] = [
  greeting,
  { id: '1', from: 'visitor', text: 'Which purifier is right for borewell water?' },
  {
    id: '2',
    from: 'agent',
    text: 'For borewell water we suggest an RO purifier: it removes the dissolved salts. An expert will reply here shortly.',
  },
];

const meta = {
  component: ChatConversation,
  args: { messages: conversation, onSend: fn() },
  argTypes: { messages: { control: false } },
  decorators: [
    (Story) => (
      <ChatWidgetFrame title="Chat with Nirmal" placement="inline">
        <Story />
      </ChatWidgetFrame>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `A chat's conversation inside a \`ChatWidgetFrame\`: the messages in a live log (new ones are announced
and scrolled into view), each read with who wrote it, and a field that sends the next message with Enter or Send.
Messages are shown as text, never as markup.

**Do**
- Start with a greeting from the company's side, so the visitor knows what to ask.
- Pass \`error\` when a message could not be sent, and keep it in the log so nothing typed is lost.

**Don't**
- Block the page while a message is sent: \`sending\` only busies the Send button.`,
      },
    },
  },
} satisfies Meta<typeof ChatConversation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log).toHaveTextContent('You: Which purifier is right for borewell water?');
    await expect(log).toHaveTextContent('Nirmal: For borewell water');
    const field = canvas.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '  Do you install in Pune?  {Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('Do you install in Pune?');
    await expect(field).toHaveValue('');
  },
};

function Chatting() {
  const [messages, setMessages] = useState<ChatConversationMessage[]>([greeting]);
  return (
    <ChatConversation
      messages={messages}
      onSend={(text) => setMessages((sent) => [...sent, { id: String(sent.length), from: 'visitor', text }])}
    />
  );
}

export const SendingAddsToTheLog: Story = {
  name: 'Sending adds to the log',
  render: () => <Chatting />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your message' }), '<b>not bold</b>{Enter}');
    const log = canvas.getByRole('log');
    await waitFor(() => expect(log).toHaveTextContent('You: <b>not bold</b>'));
    await expect(log.querySelector('b')).toBeNull();
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Send/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const CouldNotSend: Story = {
  name: 'Could not send',
  args: { error: 'We could not send your message. Please try again, or call us on 1800 123 4567.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(
      /We could not send your message/,
    );
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
