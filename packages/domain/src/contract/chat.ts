import * as z from 'zod/mini';
import { defineCall } from './call.ts';
import { dataAnswer } from './http.ts';

// The chat widget (§2 shell overlays, §7 /api/public/limechat/cvf-events): what a visitor does in
// it is posted as events, so the company sees how the chat is used and reads what was asked.

export const CHAT_EVENT_TYPES = ['opened', 'closed', 'message_sent'] as const;
export type ChatEventType = (typeof CHAT_EVENT_TYPES)[number];

/** The longest message a visitor can send in one go. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

export const CHAT_MESSAGES = {
  conversation: 'Name the conversation by the id the chat gave it.',
  type: `An event is one of ${CHAT_EVENT_TYPES.join(', ')}.`,
  path: 'Give the path of the page the chat is on, starting with /.',
  messageNeeded: 'Type a message before sending it.',
  messageTooLong: `Keep a message to ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
  rateLimited: 'That is a lot of chat from one connection. Please wait a few minutes, or call us.',
} as const;

const chatEventBase = {
  /** One conversation, from opening the chat until the page is left: a random id the browser makes. */
  conversationId: z
    .string({ error: CHAT_MESSAGES.conversation })
    .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, CHAT_MESSAGES.conversation)),
  /** The page the chat was on. */
  path: z.string({ error: CHAT_MESSAGES.path }).check(z.regex(/^\/[^\s]{0,499}$/, CHAT_MESSAGES.path)),
};

export const chatEventSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ ...chatEventBase, type: z.enum(['opened', 'closed']) }),
    z.object({
      ...chatEventBase,
      type: z.literal('message_sent'),
      message: z
        .string({ error: CHAT_MESSAGES.messageNeeded })
        .check(
          z.trim(),
          z.minLength(1, CHAT_MESSAGES.messageNeeded),
          z.maxLength(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES.messageTooLong),
        ),
    }),
  ],
  { error: CHAT_MESSAGES.type },
);
export type ChatEvent = z.input<typeof chatEventSchema>;

export const chatCalls = {
  /**
   * Records one thing a visitor did in the chat widget (public). 429 RATE_LIMITED after too many
   * events from one connection.
   */
  event: defineCall({
    method: 'POST',
    path: '/api/public/limechat/cvf-events',
    body: chatEventSchema,
    answer: dataAnswer(z.object({ eventId: z.string() })),
  }),
};
