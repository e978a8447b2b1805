import { ProductError } from '@nirmal/domain';
import { CHAT_MESSAGES } from '@nirmal/domain/contract';
import { describe, expect, it } from 'vitest';
import { browserFor, failureOf, useCommerceApi } from './support.ts';

const api = useCommerceApi();

describe('chat widget events (/api/public/limechat/cvf-events)', () => {
  it('records a visitor opening the chat, sending a message and closing it', async () => {
    const { chat } = browserFor(api());
    const conversation = { conversationId: crypto.randomUUID(), path: '/c/water-purifiers' };

    const ids = [
      await chat.record({ ...conversation, type: 'opened' }),
      await chat.record({ ...conversation, type: 'message_sent', message: 'Do you install in Pune?' }),
      await chat.record({ ...conversation, type: 'closed' }),
    ];

    expect(new Set(ids).size).toBe(3);
  });

  it('a refusal is a product error carrying the server’s sentence', async () => {
    const { chat } = browserFor(api());

    const error = await failureOf(
      chat.record({ conversationId: crypto.randomUUID(), path: '/', type: 'message_sent', message: ' ' }),
    );

    expect(error).toBeInstanceOf(ProductError);
    expect((error as ProductError).status).toBe(400);
    expect((error as ProductError).message).toContain(CHAT_MESSAGES.messageNeeded);
  });
});
