import { sessionCalls } from '../contract/index.ts';
import type { SessionCreateResult } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

export interface DevSessionRequest {
  mobile: string;
  userAgent: string;
  /** When the session starts, in milliseconds since the epoch. */
  timeInMillis: number;
}

export interface SessionClient {
  /** Development auto-login (§7, §8); commerce-api serves it only beside its development SMS sender. */
  createDevSession(request: DevSessionRequest): Promise<SessionCreateResult>;
  /** Ends the session on the server, which clears both sign-in cookies. */
  signOut(): Promise<void>;
}

export function createSessionClient(http: HttpClient): SessionClient {
  return {
    createDevSession: async ({ mobile, userAgent, timeInMillis }) => {
      const body = { mobile_number: mobile, user_agent: userAgent, time_in_millis: timeInMillis };
      return (await http.call(sessionCalls.create, { body })).data;
    },
    signOut: async () => {
      await http.call(sessionCalls.signout);
    },
  };
}
