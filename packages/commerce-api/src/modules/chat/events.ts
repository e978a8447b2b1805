import { randomUUID } from 'node:crypto';
import type { ChatEvent } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';

/** Events recorded from this connection since `since`, for its rate limit. */
export async function eventsFrom(db: Queryable, clientAddress: string, since: Date): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM chat_events WHERE client_address = $1 AND created_at > $2',
    [clientAddress, since],
  );
  return row?.count ?? 0;
}

/** Records one event; answers its id. */
export async function recordEvent(
  tx: Queryable,
  event: ChatEvent,
  { clientAddress, now }: { clientAddress: string; now: Date },
): Promise<string> {
  const eventId = randomUUID();
  await tx.query(
    `INSERT INTO chat_events (event_id, conversation_id, type, path, message, client_address, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      eventId,
      event.conversationId,
      event.type,
      event.path,
      event.type === 'message_sent' ? event.message : null,
      clientAddress,
      now,
    ],
  );
  return eventId;
}
