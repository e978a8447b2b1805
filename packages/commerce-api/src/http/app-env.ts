import type { HttpBindings } from '@hono/node-server';
import type { StaffRole } from '@nirmal/domain/contract';

/** Hono environment of the app: Node's request when served by @hono/node-server (absent in-process). */
export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: { customer: SignedInCustomer; staff: SignedInStaff };
}

export interface SignedInCustomer {
  customerId: string;
  accountId: string;
  sessionId: string;
}

/** The staff member a live staff session names (requireStaff). */
export interface SignedInStaff {
  sessionId: string;
  staffId: string;
  name: string;
  role: StaffRole;
  /** A CRO's hub; null for the call centre, which serves every hub. */
  hubCode: string | null;
  /** When the session ends at the latest. */
  sessionExpiresAt: string;
}
