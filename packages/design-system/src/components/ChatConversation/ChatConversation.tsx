import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import { identity } from '../../internal/identity.ts';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import {
  ChatConversationRoot,
  ChatForm,
  ChatLog,
  ChatMessage,
  ChatMessages,
  Speaker,
} from './ChatConversation.styles.ts';

/** One line of the conversation. */
export interface ChatConversationMessage {
  id: string;
  /** Who wrote it: the visitor, or the company's side of the chat. */
  from: 'visitor' | 'agent';
  /** Shown as text, never as markup. */
  text: string;
}

export type ChatConversationProps = Omit<ComponentPropsWithRef<'div'>, 'children' | 'onSubmit'> & {
  /** The conversation so far, oldest first. */
  messages: readonly ChatConversationMessage[];
  /** Called with the trimmed text when the visitor sends a message; the field empties. */
  onSend: (text: string) => void;
  /** While true, Send shows it is busy and the field waits. @default false */
  sending?: boolean;
  /** Why the last message could not be sent. @default undefined */
  error?: ReactNode;
  /** The message field's label. @default 'Your message' */
  messageLabel?: string;
  /** @default 'Send' */
  sendLabel?: string;
  /** The longest message the field accepts. @default 1000 */
  maxLength?: number;
  /** Read out before the visitor's messages. @default 'You' */
  visitorName?: string;
  /** Read out before the company's messages. @default 'Nirmal' */
  agentName?: string;
};

/**
 * A chat's conversation: the messages in a live log that keeps the newest in view, and a field to
 * send the next one (Enter sends). Goes in a `ChatWidgetFrame`.
 */
export function ChatConversation({
  messages,
  onSend,
  sending = false,
  error,
  messageLabel = 'Your message',
  sendLabel = 'Send',
  maxLength = 1000,
  visitorName = 'You',
  agentName = 'Nirmal',
  ...rest
}: ChatConversationProps) {
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '' || sending) return;
    onSend(text);
    setDraft('');
  };

  return (
    <ChatConversationRoot {...rest} {...identity('ChatConversation')}>
      <ChatLog ref={logRef} role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
        <ChatMessages>
          {messages.map((message) => (
            <ChatMessage key={message.id} data-from={message.from}>
              <Speaker>{`${message.from === 'visitor' ? visitorName : agentName}: `}</Speaker>
              {message.text}
            </ChatMessage>
          ))}
        </ChatMessages>
      </ChatLog>
      <ChatForm onSubmit={send}>
        <TextField
          label={messageLabel}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={maxLength}
          autoComplete="off"
          enterKeyHint="send"
          error={error}
        />
        <Button type="submit" loading={sending}>
          {sendLabel}
        </Button>
      </ChatForm>
    </ChatConversationRoot>
  );
}
