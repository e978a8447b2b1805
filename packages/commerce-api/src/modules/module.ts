import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { CallRoutes } from '../http/route.ts';
import type { Logger } from '../logger.ts';
import type { Order } from '@nirmal/domain/contract';
import type { PaymentConfirmation } from './orders/lifecycle.ts';
import type { OtpService } from './otp/otp-service.ts';
import type { SmsSender } from './otp/sms.ts';

/**
 * Confirms an order paid and does what paying does for its kind (commit a product order's stock,
 * apply a plan to its device), in the caller's transaction; idempotent.
 */
export type ConfirmPaid = (tx: Queryable, payment: PaymentConfirmation) => Promise<Order>;

export interface ModuleDeps {
  db: Database;
  config: Config;
  clock: Clock;
  otp: OtpService;
  /** Where codes go to a phone (the development outbox outside production). */
  sms: SmsSender;
  /**
   * Serve the development-only calls (the OTP outbox, signing in without an OTP): only with the
   * development SMS sender, which production refuses, so a deployment that sends real SMS never has them.
   */
  developmentCalls: boolean;
  /** The key OTPs are hashed with before they are stored. */
  otpSecret: string;
  logger: Logger;
  /** How the API calls other services (payment providers); tests route it to the app in-process. */
  fetch: typeof fetch;
  /**
   * A port, so payments (a module) reaches the order-payment flow without importing it: what paying
   * an order does spans areas (stock, coupons, cart, a device's plan), so it is a flow, and flows
   * may import modules but not the other way round. app.ts, which composes everything, passes the
   * flow's confirmOrderPaid here; payments' settlement calls it inside the transaction that records
   * the provider's notice.
   */
  confirmPaid: ConfirmPaid;
}

/** One business area (or one flow across areas): its tables, the calls it handles, its demo data. */
export interface Module {
  /** The name of its folder under `src/modules` or `src/flows`. */
  name: string;
  /**
   * Its folder of SQL migrations, each named `<number>_<what>.sql`. The numbers run across all
   * modules, so a migration may rely on every table of a lower number.
   */
  migrations?: string;
  routes?(routes: CallRoutes, deps: ModuleDeps): void;
  /** Adds missing demo data and leaves present data alone (it runs on every start). */
  seed?(tx: Queryable, now: Date): Promise<void>;
}
