// STAND-IN written on the payments branch against migration 010, with the interface the orders
// branch announced, until its own lifecycle.ts lands: on merge, take the orders branch's file.
import { PAYABLE_STATUSES } from '@nirmal/domain/contract';
import type { OrderStatus, PaymentProvider } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';

export interface OrderForPayment {
  amountPaise: number;
  provider: PaymentProvider;
  status: OrderStatus;
}

/** The customer's order as payment needs it; null when it is not theirs (or not there). */
export async function orderForPayment(
  tx: Queryable,
  orderId: string,
  customerId: string,
): Promise<OrderForPayment | null> {
  const [order] = await tx.query<OrderForPayment>(
    `SELECT amount_paise AS "amountPaise", provider, status FROM orders WHERE id = $1 AND customer_id = $2`,
    [orderId, customerId],
  );
  return order ?? null;
}

/** Marks a payable order paid, once; false when it was not payable or the amount is not its own. */
export async function confirmOrderPaid(
  tx: Queryable,
  paid: {
    orderId: string;
    amountPaise: number;
    provider: PaymentProvider;
    providerPaymentId: string;
    now: Date;
  },
): Promise<boolean> {
  const year = paid.now.getUTCMonth() >= 3 ? paid.now.getUTCFullYear() : paid.now.getUTCFullYear() - 1;
  const financialYear = `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
  const [payable] = await tx.query(
    `SELECT 1 FROM orders WHERE id = $1 AND status = ANY($2::text[]) AND amount_paise = $3 FOR UPDATE`,
    [paid.orderId, PAYABLE_STATUSES, paid.amountPaise],
  );
  if (!payable) return false;
  const [serial] = await tx.query<{ number: number }>(
    `INSERT INTO invoice_sequences (financial_year, last_number) VALUES ($1, 1)
     ON CONFLICT (financial_year) DO UPDATE SET last_number = invoice_sequences.last_number + 1
     RETURNING last_number AS number`,
    [financialYear],
  );
  await tx.query(
    `UPDATE orders SET status = 'paid', paid_at = $2, provider = $3, provider_payment_id = $4,
            invoice_number = $5, invoice_date = ($2::timestamptz AT TIME ZONE 'Asia/Kolkata')::date, hold_expires_at = NULL, updated_at = $2
      WHERE id = $1`,
    [
      paid.orderId,
      paid.now,
      paid.provider,
      paid.providerPaymentId,
      `NRM/${financialYear.slice(2)}/${String(serial?.number).padStart(6, '0')}`,
    ],
  );
  await tx.query(`INSERT INTO order_events (order_id, status, at) VALUES ($1, 'paid', $2)`, [
    paid.orderId,
    paid.now,
  ]);
  return true;
}

/** A failed payment leaves the order payable (payment_failed) so the customer can pay again. */
export async function markPaymentFailed(tx: Queryable, orderId: string, now: Date): Promise<void> {
  const rows = await tx.query(
    `UPDATE orders SET status = 'payment_failed', updated_at = $2 WHERE id = $1 AND status = 'awaiting_payment' RETURNING id`,
    [orderId, now],
  );
  if (rows.length > 0) {
    await tx.query(`INSERT INTO order_events (order_id, status, at) VALUES ($1, 'payment_failed', $2)`, [
      orderId,
      now,
    ]);
  }
}
