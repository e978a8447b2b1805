import { chatCalls } from '../contract/index.ts';
import type { ChatEvent } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

/** The chat widget's events (§7 /api/public/limechat/cvf-events). */
export interface ChatClient {
  /** Records what the visitor did in the chat; answers the recorded event's id. */
  record(event: ChatEvent): Promise<string>;
}

export function createChatClient(http: HttpClient): ChatClient {
  return {
    record: async (event) => (await http.call(chatCalls.event, { body: event })).data.eventId,
  };
}
