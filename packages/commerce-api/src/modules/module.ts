import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { FindSession } from '../http/require-customer.ts';
import type { FindStaffSession } from '../http/require-staff.ts';
import type { CallRoutes } from '../http/route.ts';
import type { Logger } from '../logger.ts';
import type { Faults } from '../http/faults.ts';
import type { OutboundPolicies } from '../http/outbound.ts';
import type { Scheduler } from '../scheduler.ts';
import type { OtpService } from '../one-time-codes.ts';
import type { Order, OrderStatus, PaymentProvider, PromotionId } from '@nirmal/domain/contract';
import type { SmsSender } from '../sms.ts';

export interface PaymentConfirmation {
  orderId: string;
  /** What the provider says was paid; it must equal the order's amount. */
  amountPaise: number;
  provider: PaymentProvider;
  providerPaymentId: string;
  now: Date;
}

/**
 * Confirms an order paid and does what paying does for its kind (commit a product order's stock,
 * apply a plan to its device), in the caller's transaction; idempotent.
 */
export type ConfirmPaid = (tx: Queryable, payment: PaymentConfirmation) => Promise<Order>;

export interface OrderForPayment {
  orderId: string;
  amountPaise: number;
  /** The provider of its last payment started; null before any. */
  provider: PaymentProvider | null;
  status: OrderStatus;
  /** The promotion it was priced with: no-cost EMI's price holds only when paid by EMI. */
  promotion: PromotionId | null;
  /** Unpaid and still held: a payment may start. */
  payable: boolean;
  holdExpiresAt: Date | null;
}

/** A payment link staff sent for an order (issue 22): a provider pays it at a link of its own. */
export interface LinkForPayment {
  linkId: string;
  /** What it pays for, as the customer reads it. */
  description: string;
  expiresAt: Date;
}

/**
 * An order's steps as modules reach them (orders reading, payments settling), each in the caller's
 * transaction. What an order gives back or does when it expires or is paid spans areas (stock,
 * coupons, cart, a device's plan), so the order-payment flow answers these and app.ts wires it
 * here: flows may import modules, never the other way round.
 */
export interface OrderSteps {
  /** Expires every unpaid order whose hold has ended, giving back what it held; answers their ids. */
  expireUnpaid(tx: Queryable, now: Date): Promise<string[]>;
  /** What a payment of the customer's order needs; null when it is not theirs or not there. */
  forPayment(tx: Queryable, orderId: string, customerId: string): Promise<OrderForPayment | null>;
  confirmPaid: ConfirmPaid;
  /** The provider said the payment failed: the order stays payable until its hold ends. */
  markPaymentFailed(tx: Queryable, orderId: string, now: Date): Promise<Order>;
  /** The payment link staff sent for the order and still awaiting payment, if any (a provider pays it at a link of its own). */
  paymentLinkOf(tx: Queryable, orderId: string): Promise<LinkForPayment | null>;
  /** Cancelled paid orders whose refund has not reached the customer yet. */
  refundsDue(tx: Queryable): Promise<{ orderId: string; amountPaise: number }[]>;
  /** The provider's word on an order's refund, as the customer reads it on the order. */
  refundMoved(
    tx: Queryable,
    orderId: string,
    state: 'initiated' | 'refunded' | 'failed',
    at: Date,
  ): Promise<void>;
}

/** Who a customer is, as areas other than the account read it (an invoice's name, a payment's payer). */
export interface CustomerContact {
  firstName: string;
  lastName: string;
  mobile: string;
  /** Null until the customer confirms one. */
  email: string | null;
}

/** Reads a customer's contact in the caller's transaction; null when there is no such customer. */
export type FindCustomerContact = (tx: Queryable, customerId: string) => Promise<CustomerContact | null>;

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
  /** The timeout, retry and circuit-breaker policy of each service called (one circuit per service). */
  outbound: OutboundPolicies;
  /** Background work of the running server (none in tests, which run it themselves). */
  scheduler: Scheduler;
  /** The development fault switches (http/faults.ts); null wherever the development calls are not served. */
  faults: Faults | null;
  /** A port to the order-payment flow (see OrderSteps), which app.ts passes here. */
  orderSteps: OrderSteps;
  /**
   * A port, so the session guard (a shared HTTP piece) finds a session without importing the
   * account module, which owns the sessions table; app.ts passes account's lookup here.
   */
  findSession: FindSession;
  /** The same port for the staff guard: app.ts passes the staff module's session lookup here. */
  findStaffSession: FindStaffSession;
  /** A port to the account module, which owns the customers table: app.ts passes its lookup here. */
  findCustomerContact: FindCustomerContact;
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
