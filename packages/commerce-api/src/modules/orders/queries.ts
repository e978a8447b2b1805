import { randomInt } from 'node:crypto';
import {
  CANCELLABLE_STATUSES,
  CURRENCY,
  PAYABLE_STATUSES,
  PLAN_CANCEL_DAYS,
  daysBetween,
  indianDay,
} from '@nirmal/domain/contract';
import type {
  CancelledReason,
  Discount,
  Order,
  OrderAddress,
  OrderConfirmation,
  OrderDetails,
  OrderKind,
  OrderLine,
  OrderList,
  OrderStatus,
  OrderSummary,
  PaymentProvider,
  PromotionId,
  RefundState,
  Tier,
  TimelineEventKind,
} from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import type { FindCustomerContact } from '../module.ts';
import { indianDate, taxInvoice } from './invoice.ts';

// The orders' tables. Every read names the customer it is for, so an order of someone else is
// never found: it answers exactly as a missing one does.

export interface OrderRow {
  id: string;
  customerId: string;
  kind: OrderKind;
  status: OrderStatus;
  refundState: RefundState;
  /** When the refund reached the customer, as the provider reported it. */
  refundedAt: Date | null;
  cancelReason: CancelledReason | null;
  mrpPaise: number;
  pricePaise: number;
  couponDiscountPaise: number;
  exchangeValuePaise: number;
  promotionDiscountPaise: number;
  deliveryChargePaise: number;
  amountPaise: number;
  discounts: Discount[];
  address: OrderAddress | null;
  addressId: string | null;
  hubCode: string | null;
  /** The provider it was paid with; null before (a product order's is chosen on the payment page). */
  provider: PaymentProvider | null;
  providerPaymentId: string | null;
  paidAt: Date | null;
  promotion: PromotionId | null;
  assistantCode: string | null;
  idempotencyKey: string | null;
  priceVersion: string;
  holdExpiresAt: Date | null;
  /** The newer order that replaced it while unpaid. */
  replacedBy: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  placedAt: Date;
}

export interface OrderLineRow {
  position: number;
  productId: string | null;
  materialId: string;
  name: string;
  imageUrl: string | null;
  hsnCode: string;
  quantity: number;
  unitMrpPaise: number;
  unitPricePaise: number;
  linePricePaise: number;
  couponCode: string | null;
  couponSavingPaise: number;
  exchange: Record<string, unknown> | null;
  exchangeValuePaise: number;
  planTier: Tier | null;
  planAssetId: string | null;
  planMonths: number | null;
  planDeviceName: string | null;
  /** The term priced when placed; the term applied once paid. */
  planStartDate: string | null;
  planEndDate: string | null;
  /** The device's plan before this order's was applied (what cancelling restores); null until paid. */
  planPrevious: Record<string, unknown> | null;
}

const ORDER_COLUMNS = `
  o.id, o.customer_id AS "customerId", o.kind, o.status, o.refund_state AS "refundState",
  o.refunded_at AS "refundedAt",
  o.cancel_reason AS "cancelReason", o.mrp_paise AS "mrpPaise", o.price_paise AS "pricePaise",
  o.coupon_discount_paise AS "couponDiscountPaise", o.exchange_value_paise AS "exchangeValuePaise",
  o.promotion_discount_paise AS "promotionDiscountPaise", o.delivery_charge_paise AS "deliveryChargePaise",
  o.amount_paise AS "amountPaise", o.discounts, o.address, o.address_id AS "addressId", o.hub_code AS "hubCode",
  o.provider, o.provider_payment_id AS "providerPaymentId", o.paid_at AS "paidAt", o.promotion,
  o.assistant_code AS "assistantCode", o.idempotency_key AS "idempotencyKey", o.price_version AS "priceVersion",
  o.hold_expires_at AS "holdExpiresAt", o.replaced_by AS "replacedBy", o.invoice_number AS "invoiceNumber",
  to_char(o.invoice_date, 'YYYY-MM-DD') AS "invoiceDate", o.placed_at AS "placedAt"`;

const LINE_COLUMNS = `
  position, product_id AS "productId", material_id AS "materialId", name, image_url AS "imageUrl",
  hsn_code AS "hsnCode", quantity, unit_mrp_paise AS "unitMrpPaise", unit_price_paise AS "unitPricePaise",
  line_price_paise AS "linePricePaise", coupon_code AS "couponCode", coupon_saving_paise AS "couponSavingPaise",
  exchange, exchange_value_paise AS "exchangeValuePaise", plan_tier AS "planTier", plan_asset_id AS "planAssetId",
  plan_months AS "planMonths", plan_device_name AS "planDeviceName",
  to_char(plan_start_date, 'YYYY-MM-DD') AS "planStartDate", to_char(plan_end_date, 'YYYY-MM-DD') AS "planEndDate",
  plan_previous AS "planPrevious"`;

/** `OD` and 14 random digits: what customers quote, and no count of our orders. */
export function newOrderId(): string {
  return `OD${String(randomInt(10 ** 7)).padStart(7, '0')}${String(randomInt(10 ** 7)).padStart(7, '0')}`;
}

/** One of the customer's orders; `forUpdate` holds it until the transaction ends. */
export async function findOrder(
  db: Queryable,
  orderId: string,
  customerId: string | null,
  forUpdate = false,
): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o
      WHERE o.id = $1 AND ($2::text IS NULL OR o.customer_id = $2) ${forUpdate ? 'FOR UPDATE' : ''}`,
    [orderId, customerId],
  );
  return row ?? null;
}

export async function findOrderByKey(
  db: Queryable,
  customerId: string,
  idempotencyKey: string,
): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.customer_id = $1 AND o.idempotency_key = $2`,
    [customerId, idempotencyKey],
  );
  return row ?? null;
}

/** Whether a store assistant's code is a current one (checkout credits the sale to them). */
export async function assistantCodeActive(db: Queryable, code: string): Promise<boolean> {
  const [row] = await db.query<{ active: boolean }>('SELECT active FROM assistant_codes WHERE code = $1', [
    code,
  ]);
  return row?.active ?? false;
}

export function orderLines(db: Queryable, orderId: string): Promise<OrderLineRow[]> {
  return db.query<OrderLineRow>(
    `SELECT ${LINE_COLUMNS} FROM order_lines WHERE order_id = $1 ORDER BY position`,
    [orderId],
  );
}

export async function addEvent(
  db: Queryable,
  orderId: string,
  status: OrderStatus,
  at: Date,
  note: string | null = null,
  kind: TimelineEventKind = 'status',
): Promise<void> {
  await db.query('INSERT INTO order_events (order_id, status, at, note, kind) VALUES ($1, $2, $3, $4, $5)', [
    orderId,
    status,
    at,
    note,
    kind,
  ]);
}

export interface NewOrder extends Omit<
  OrderRow,
  | 'status'
  | 'refundState'
  | 'refundedAt'
  | 'cancelReason'
  | 'providerPaymentId'
  | 'paidAt'
  | 'invoiceNumber'
  | 'invoiceDate'
  | 'replacedBy'
  | 'customerId'
> {
  customerId: string;
  lines: readonly Omit<OrderLineRow, 'position' | 'planPrevious'>[];
}

/** Writes an order awaiting payment with its lines and first timeline event (JSON columns are sent as text). */
export async function insertOrder(tx: Queryable, order: NewOrder): Promise<void> {
  await tx.query(
    `INSERT INTO orders (id, customer_id, kind, status, refund_state, mrp_paise, price_paise, coupon_discount_paise,
                         exchange_value_paise, promotion_discount_paise, delivery_charge_paise, amount_paise,
                         discounts, address, address_id, hub_code, provider, promotion, assistant_code,
                         idempotency_key, price_version, hold_expires_at, placed_at, updated_at)
     VALUES ($1, $2, $3, 'awaiting_payment', 'none', $4, $5, $6, $7, $8, $9, $10, $11::text::jsonb, $12::text::jsonb,
             $13, $14, $15, $16, $17, $18, $19, $20, $21, $21)`,
    [
      order.id,
      order.customerId,
      order.kind,
      order.mrpPaise,
      order.pricePaise,
      order.couponDiscountPaise,
      order.exchangeValuePaise,
      order.promotionDiscountPaise,
      order.deliveryChargePaise,
      order.amountPaise,
      JSON.stringify(order.discounts),
      order.address && JSON.stringify(order.address),
      order.addressId,
      order.hubCode,
      order.provider,
      order.promotion,
      order.assistantCode,
      order.idempotencyKey,
      order.priceVersion,
      order.holdExpiresAt,
      order.placedAt,
    ],
  );
  let position = 0;
  for (const line of order.lines) {
    position += 1;
    await tx.query(
      `INSERT INTO order_lines (id, order_id, position, product_id, material_id, name, image_url, hsn_code, quantity,
                                unit_mrp_paise, unit_price_paise, line_price_paise, coupon_code, coupon_saving_paise,
                                exchange, exchange_value_paise, plan_tier, plan_asset_id, plan_months,
                                plan_device_name, plan_start_date, plan_end_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::text::jsonb, $16, $17, $18, $19,
               $20, $21::date, $22::date)`,
      [
        `${order.id}-${position}`,
        order.id,
        position,
        line.productId,
        line.materialId,
        line.name,
        line.imageUrl,
        line.hsnCode,
        line.quantity,
        line.unitMrpPaise,
        line.unitPricePaise,
        line.linePricePaise,
        line.couponCode,
        line.couponSavingPaise,
        line.exchange && JSON.stringify(line.exchange),
        line.exchangeValuePaise,
        line.planTier,
        line.planAssetId,
        line.planMonths,
        line.planDeviceName,
        line.planStartDate,
        line.planEndDate,
      ],
    );
  }
  await addEvent(tx, order.id, 'awaiting_payment', order.placedAt, 'Order placed');
}

const iso = (moment: Date | null) => (moment === null ? null : new Date(moment).toISOString());

const toLine = (orderId: string, line: OrderLineRow): OrderLine => ({
  id: `${orderId}-${line.position}`,
  productId: line.productId,
  materialId: line.materialId,
  name: line.name,
  imageUrl: line.imageUrl,
  hsnCode: line.hsnCode,
  quantity: line.quantity,
  unitPricePaise: line.unitPricePaise,
  linePricePaise: line.linePricePaise,
  couponSavingPaise: line.couponSavingPaise,
  plan:
    line.planTier === null
      ? null
      : {
          tier: line.planTier,
          assetId: line.planAssetId ?? '',
          deviceName: line.planDeviceName ?? line.name,
          months: line.planMonths ?? 12,
          startDate: line.planStartDate ?? '',
          endDate: line.planEndDate ?? '',
        },
});

/** A paid plan line gets the term applied to the device, and the plan the device had before. */
export async function recordPlanApplied(
  tx: Queryable,
  orderId: string,
  position: number,
  applied: { startDate: string; endDate: string; previous: Record<string, unknown> },
): Promise<void> {
  await tx.query(
    `UPDATE order_lines SET plan_start_date = $3::date, plan_end_date = $4::date, plan_previous = $5::text::jsonb
      WHERE order_id = $1 AND position = $2`,
    [orderId, position, applied.startDate, applied.endDate, JSON.stringify(applied.previous)],
  );
}

/**
 * Whether the customer may cancel the order: any kind before it ships; a paid plan only within
 * PLAN_CANCEL_DAYS of its payment (the plan's other terms are checked when cancelling).
 */
export function cancellableNow(row: Pick<OrderRow, 'kind' | 'status' | 'paidAt'>, now: Date): boolean {
  // A visit's order is cancelled with its visit, from the visit's own call.
  if (row.kind === 'service' || !CANCELLABLE_STATUSES.includes(row.status)) return false;
  if (row.kind !== 'plan' || row.paidAt === null) return true;
  return daysBetween(indianDay(new Date(row.paidAt)), indianDay(now)) <= PLAN_CANCEL_DAYS;
}

function summaryOf(row: OrderRow, lines: readonly OrderLineRow[]): OrderSummary {
  return {
    orderId: row.id,
    kind: row.kind,
    status: row.status,
    refundState: row.refundState,
    replacedBy: row.replacedBy,
    placedAt: new Date(row.placedAt).toISOString(),
    amountPaise: row.amountPaise,
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
    lines: lines.slice(0, 3).map(({ name, imageUrl, quantity }) => ({ name, imageUrl, quantity })),
  };
}

/** The order as `/api/v1/order/:orderId` answers it on `now` (whether it can still be cancelled). */
export function toOrder(row: OrderRow, lines: readonly OrderLineRow[], now: Date = new Date()): Order {
  const productDiscountPaise = row.mrpPaise - row.pricePaise;
  const payable = PAYABLE_STATUSES.includes(row.status);
  return {
    ...summaryOf(row, lines),
    lines: lines.map((line) => toLine(row.id, line)),
    address: row.address,
    paymentSummary: {
      currency: CURRENCY,
      actualPricePaise: row.mrpPaise,
      discountPaise: productDiscountPaise + row.exchangeValuePaise + row.promotionDiscountPaise,
      couponDiscountPaise: row.couponDiscountPaise,
      deliveryChargePaise: row.deliveryChargePaise,
      finalPricePaise: row.amountPaise,
      discounts: row.discounts,
    },
    payment: {
      provider: row.provider,
      amountPaise: row.amountPaise,
      payable,
      holdExpiresAt: payable ? iso(row.holdExpiresAt) : null,
      providerPaymentId: row.providerPaymentId,
      paidAt: iso(row.paidAt),
    },
    promotion: row.promotion,
    assistantCode: row.assistantCode,
    cancellable: cancellableNow(row, now),
    cancelReason: row.cancelReason,
    refundedAt: iso(row.refundedAt),
  };
}

/**
 * The order with its timeline and, once paid, its tax invoice, made out to the customer's name as
 * the account module answers it (`ModuleDeps.findCustomerContact`).
 */
export async function orderDetails(
  db: Queryable,
  row: OrderRow,
  findCustomerContact: FindCustomerContact,
  now: Date = new Date(),
): Promise<OrderDetails> {
  const lines = await orderLines(db, row.id);
  const events = await db.query<{
    status: OrderStatus;
    kind: TimelineEventKind;
    at: Date;
    note: string | null;
  }>('SELECT status, kind, at, note FROM order_events WHERE order_id = $1 ORDER BY position', [row.id]);
  const customer = row.invoiceNumber !== null ? await findCustomerContact(db, row.customerId) : null;
  const invoice =
    row.invoiceNumber !== null && row.address !== null
      ? taxInvoice({
          invoiceNumber: row.invoiceNumber,
          invoiceDate: row.invoiceDate ?? indianDate(row.placedAt),
          customerName: customer ? `${customer.firstName} ${customer.lastName}`.trim() : '',
          address: row.address,
          lines,
          promotionDiscountPaise: row.promotionDiscountPaise,
          deliveryChargePaise: row.deliveryChargePaise,
          exchangeValuePaise: row.exchangeValuePaise,
        })
      : null;
  return {
    ...toOrder(row, lines, now),
    timeline: events.map((event) => ({
      status: event.status,
      kind: event.kind,
      at: new Date(event.at).toISOString(),
      note: event.note,
    })),
    invoice,
  };
}

export function toConfirmation(row: OrderRow, lines: readonly OrderLineRow[]): OrderConfirmation {
  const { orderId, kind, status, amountPaise, placedAt, lines: preview } = summaryOf(row, lines);
  return {
    orderId,
    kind,
    status,
    paid: row.paidAt !== null,
    amountPaise,
    placedAt,
    lines: preview,
    address: row.address,
    provider: row.provider,
    providerPaymentId: row.providerPaymentId,
    planTerm: planTermOf(lines),
  };
}

/** The term of an order's plan line, as priced or (once paid) as applied; null without one. */
function planTermOf(lines: readonly OrderLineRow[]): OrderConfirmation['planTerm'] {
  const line = lines.find((candidate) => candidate.planStartDate !== null && candidate.planEndDate !== null);
  return line?.planStartDate && line.planEndDate
    ? { startDate: line.planStartDate, endDate: line.planEndDate }
    : null;
}

export interface ListFilter {
  kind: OrderKind;
  statuses?: readonly OrderStatus[];
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** The customer's orders of a kind, newest first; days are India's. */
export async function listOrders(db: Queryable, customerId: string, filter: ListFilter): Promise<OrderList> {
  const where = `o.customer_id = $1 AND o.kind = $2
    AND ($3::text[] IS NULL OR o.status = ANY ($3::text[]))
    AND ($4::date IS NULL OR (o.placed_at AT TIME ZONE 'Asia/Kolkata')::date >= $4::date)
    AND ($5::date IS NULL OR (o.placed_at AT TIME ZONE 'Asia/Kolkata')::date <= $5::date)`;
  const params = [customerId, filter.kind, filter.statuses ?? null, filter.from ?? null, filter.to ?? null];
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM orders o WHERE ${where}`,
    params,
  );
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o WHERE ${where}
      ORDER BY o.placed_at DESC, o.id LIMIT $6 OFFSET $7`,
    [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
  );
  const lines = await db.query<OrderLineRow & { orderId: string }>(
    `SELECT order_id AS "orderId", ${LINE_COLUMNS} FROM order_lines WHERE order_id = ANY ($1::text[])
      ORDER BY order_id, position`,
    [rows.map((row) => row.id)],
  );
  return {
    orders: rows.map((row) =>
      summaryOf(
        row,
        lines.filter((line) => line.orderId === row.id),
      ),
    ),
    page: filter.page,
    pageSize: filter.pageSize,
    total: count?.total ?? 0,
  };
}

/** Whether an order of the customer's holding one of these products has been delivered to them. */
export async function hasDeliveredAnyOf(
  db: Queryable,
  customerId: string,
  productIds: readonly string[],
): Promise<boolean> {
  const [row] = await db.query<{ delivered: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE o.customer_id = $1 AND o.status = 'delivered' AND l.product_id = ANY($2::text[])
     ) AS delivered`,
    [customerId, productIds],
  );
  return row?.delivered ?? false;
}

/** The plan orders for a device still awaiting payment, any customer's: what a payment link may be open for. */
export async function unpaidPlanOrdersOfDevice(db: Queryable, assetId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT o.id FROM orders o
      WHERE o.status IN ('awaiting_payment', 'payment_failed')
        AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.plan_asset_id = $1)`,
    [assetId],
  );
  return rows.map(({ id }) => id);
}
