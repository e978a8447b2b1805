import type { HttpBindings } from '@hono/node-server';

/** Hono environment of the app: Node's request when served by @hono/node-server (absent in-process). */
export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: { customer: SignedInCustomer };
}

export interface SignedInCustomer {
  customerId: string;
  accountId: string;
  sessionId: string;
}
