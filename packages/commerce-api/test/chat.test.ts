import { describe, expect, test } from 'vitest';
import { CHAT_MESSAGES, CHAT_MESSAGE_MAX_LENGTH, errorAnswerSchema } from '@nirmal/domain/contract';
import { CHAT_EVENTS_PER_ADDRESS } from '../src/modules/chat/routes.ts';
import { testApi } from './support.ts';

type Api = Awaited<ReturnType<typeof testApi>>;

const CONVERSATION = 'chat-3f9a1c2b7d';

const post = (api: Api, json: Record<string, unknown>, peer?: string) =>
  api.request('/api/public/limechat/cvf-events', {
    json: { conversationId: CONVERSATION, path: '/', ...json },
    peer,
  });

const problemOf = async (response: Response) => errorAnswerSchema.parse(await response.json()).message;

describe('chat widget events', () => {
  test('records a visitor opening the chat, sending a message (trimmed) and closing it', async () => {
    const api = await testApi();
    for (const event of [
      { type: 'opened', path: '/c/water-purifiers' },
      { type: 'message_sent', path: '/c/water-purifiers', message: '  Which purifier for borewell water?  ' },
      { type: 'closed', path: '/c/water-purifiers' },
    ]) {
      const response = await post(api, event);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: { eventId: string } }).data.eventId).toMatch(
        /^[0-9a-f-]{36}$/,
      );
    }
    expect(
      await api.db.query(
        'SELECT type, path, message FROM chat_events WHERE conversation_id = $1 ORDER BY created_at, event_id',
        [CONVERSATION],
      ),
    ).toEqual(
      expect.arrayContaining([
        { type: 'opened', path: '/c/water-purifiers', message: null },
        { type: 'message_sent', path: '/c/water-purifiers', message: 'Which purifier for borewell water?' },
        { type: 'closed', path: '/c/water-purifiers', message: null },
      ]),
    );
  });

  test.each([
    [{ type: 'typed' }, CHAT_MESSAGES.type],
    [{ type: 'message_sent', message: '   ' }, CHAT_MESSAGES.messageNeeded],
    [{ type: 'message_sent' }, CHAT_MESSAGES.messageNeeded],
    [
      { type: 'message_sent', message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) },
      CHAT_MESSAGES.messageTooLong,
    ],
    [{ type: 'opened', path: 'https://elsewhere.example/' }, CHAT_MESSAGES.path],
    [{ type: 'opened', conversationId: 'a b' }, CHAT_MESSAGES.conversation],
  ])('refuses %o with a message a person can act on, and records nothing', async (event, message) => {
    const api = await testApi();
    const response = await post(api, event);
    expect(response.status).toBe(400);
    expect(await problemOf(response)).toContain(message);
    expect(await api.db.query('SELECT 1 FROM chat_events')).toEqual([]);
  });

  test('a connection that sends too many events waits, while another chats on', async () => {
    const api = await testApi();
    const busy = '203.0.113.7';
    await api.db.query(
      `INSERT INTO chat_events (event_id, conversation_id, type, path, client_address, created_at)
       SELECT 'seeded-' || n, $1, 'opened', '/', $2, $3 FROM generate_series(1, $4::int) AS n`,
      [CONVERSATION, busy, api.clock.now(), CHAT_EVENTS_PER_ADDRESS],
    );
    const refused = await post(api, { type: 'opened' }, busy);
    expect(refused.status).toBe(429);
    expect(await problemOf(refused)).toBe(CHAT_MESSAGES.rateLimited);
    expect((await post(api, { type: 'opened' }, '198.51.100.9')).status).toBe(200);
  });
});
