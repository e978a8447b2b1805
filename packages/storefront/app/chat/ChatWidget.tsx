import { ChatConversation, ChatWidgetFrame, type ChatConversationMessage } from '@nirmal/design-system';
import type { ChatEventType } from '@nirmal/domain/contract';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { refusalMessage } from '../account/refusal.ts';
import { useShellContent } from '../shell/use-shell-content.ts';
import { useClients, useStores } from '../state/app-state.tsx';

const GREETING: ChatConversationMessage = {
  id: 'greeting',
  from: 'agent',
  text: 'Namaste! Ask us about a purifier, a service visit or your AMC plan.',
};

const reply = (helpline: string | undefined): string =>
  `Thank you. A Nirmal expert will reply here shortly${helpline ? `; for urgent help call ${helpline}` : ''}.`;

/**
 * The chat widget (§2 shell overlays), loaded the first time its launcher (which controls the
 * element `id`, and gets the focus back when the chat closes) is pressed. Opening,
 * closing and every message are posted as events (§7); a failed event changes nothing else, and a
 * message that could not be sent says so in the chat alone.
 */
export const ChatWidget = observer(function ChatWidget({ id }: { id: string }) {
  const { shell } = useStores();
  const { chat } = useClients();
  const { pathname } = useLocation();
  const helpline = useShellContent().appConfig?.supportPhone;
  const open = shell.panels.chat;
  const [conversationId] = useState(() => crypto.randomUUID());
  const [messages, setMessages] = useState<ChatConversationMessage[]>([GREETING]);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const wasOpen = useRef(false);

  const record = (type: Exclude<ChatEventType, 'message_sent'>) =>
    chat.record({ conversationId, type, path: pathname }).catch(() => undefined);

  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    void record(open ? 'opened' : 'closed');
    if (open) document.getElementById(id)?.querySelector('input')?.focus();
    // Only a change of open or closed is an event; the page it happened on is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  async function send(text: string) {
    const id = String(messages.length);
    setMessages((sent) => [...sent, { id, from: 'visitor', text }]);
    setSending(true);
    setProblem(undefined);
    try {
      await chat.record({ conversationId, type: 'message_sent', path: pathname, message: text });
      setMessages((sent) => [...sent, { id: `${id}-reply`, from: 'agent', text: reply(helpline) }]);
    } catch (failure) {
      setProblem(`We could not send your message: ${refusalMessage(failure)}`);
    } finally {
      setSending(false);
    }
  }

  const close = () => {
    shell.setOpen('chat', false);
    document.querySelector<HTMLElement>(`[aria-controls="${id}"]`)?.focus();
  };

  return (
    <ChatWidgetFrame id={id} title="Chat with Nirmal" hidden={!open} onClose={close}>
      <ChatConversation
        messages={messages}
        onSend={(text) => void send(text)}
        sending={sending}
        error={problem}
      />
    </ChatWidgetFrame>
  );
});
