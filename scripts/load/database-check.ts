// After `pnpm bench:load`: the database, read directly, against what the buyers were told. Every
// order a buyer was told was placed is there, none twice; every order is paid at most once; every
// payment the sandbox took reached its order; no stock, coupon use or service slot is over its limit.
import type { Queryable } from '@nirmal/commerce-api';
import type { Ledger } from './rounds.ts';

export interface CheckResult {
  /** What was checked, with the figures, as printed lines. */
  facts: string[];
  problems: string[];
}

const listed = (rows: readonly object[]) =>
  rows
    .slice(0, 5)
    .map((row) => Object.values(row).join(' '))
    .join('; ');

export async function checkDatabase(
  db: Queryable,
  ledger: Ledger,
  mobilePrefix: string,
): Promise<CheckResult> {
  const facts: string[] = [];
  const problems: string[] = [];
  const expectNone = (rows: readonly object[], problem: string) => {
    if (rows.length > 0) problems.push(`${problem}: ${rows.length} (${listed(rows)})`);
  };

  const orders = await db.query<{ id: string; mobile: string; status: string }>(
    `SELECT o.id, c.mobile, o.status FROM orders o JOIN customers c ON c.id = o.customer_id
      WHERE c.mobile LIKE $1 AND o.kind = 'product'`,
    [`${mobilePrefix}%`],
  );
  const inDatabase = new Map(orders.map((order) => [order.id, order]));
  const told = [...ledger.placed.values()].flatMap((ids) => [...ids]);
  const lost = told.filter((id) => !inDatabase.has(id));
  if (lost.length > 0) problems.push(`orders placed but not in the database: ${lost.join(', ')}`);
  // The run stops without waiting for answers in flight: each buyer may have one order it was not told of.
  const perCustomer = new Map<string, number>();
  for (const order of orders)
    if (!told.includes(order.id)) perCustomer.set(order.mobile, (perCustomer.get(order.mobile) ?? 0) + 1);
  const doubled = [...perCustomer].filter(([, unanswered]) => unanswered > 1);
  if (doubled.length > 0)
    problems.push(
      `customers with orders they were never told of: ${doubled.map(([mobile]) => mobile).join(', ')}`,
    );
  facts.push(`${told.length} orders placed, ${orders.length} in the database, none lost or doubled`);

  expectNone(
    await db.query(
      `SELECT order_id, count(*) AS times FROM order_events WHERE status = 'paid' GROUP BY order_id HAVING count(*) > 1`,
    ),
    'orders paid more than once',
  );
  expectNone(
    await db.query(
      `SELECT order_id, count(*) AS captures FROM payment_attempts WHERE state = 'captured'
        GROUP BY order_id HAVING count(*) > 1`,
    ),
    'orders whose payment was taken more than once',
  );
  const paidStatuses = ['paid', 'packed', 'shipped', 'delivered'];
  const captured = await db.query<{ order_id: string; status: string; refund_state: string }>(
    `SELECT a.order_id, o.status, o.refund_state FROM payment_attempts a JOIN orders o ON o.id = a.order_id
      WHERE a.state = 'captured'`,
  );
  // A capture for an order given up meanwhile is refunded, never left unanswered.
  expectNone(
    captured.filter((row) => !paidStatuses.includes(row.status) && row.refund_state === 'none'),
    'payments taken for an order neither paid nor refunded',
  );
  // A capture for an order the buyer gave up meanwhile (a newer order replaced it) pays nothing: it is
  // kept as an event for refund.
  const forRefund = await db.query<{ order_id: string }>(
    `SELECT DISTINCT a.order_id FROM payment_events e JOIN payment_attempts a ON a.id = e.attempt_id
      WHERE e.status = 'captured' AND e.outcome IN ('amount_mismatch', 'method_mismatch', 'order_not_payable', 'late_capture')`,
  );
  const known = new Set([...captured, ...forRefund].map((row) => row.order_id));
  const unreconciled = [...ledger.paidInSandbox].filter((id) => !known.has(id));
  if (unreconciled.length > 0)
    problems.push(`payments the sandbox took that the shop never recorded: ${unreconciled.join(', ')}`);
  const paid = orders.filter((order) => paidStatuses.includes(order.status)).length;
  facts.push(
    `${ledger.paidInSandbox.size} payments taken in the sandbox, each recorded: ${paid} orders paid, each once; ` +
      `${forRefund.length} kept for refund (the order was given up before its payment came)`,
  );

  expectNone(
    await db.query(
      `SELECT i.hub_code, i.material_id, i.quantity, sum(r.quantity) AS held
         FROM inventory i JOIN stock_reservations r USING (hub_code, material_id)
        WHERE r.state = 'held' GROUP BY i.hub_code, i.material_id, i.quantity HAVING sum(r.quantity) > i.quantity`,
    ),
    'stock held beyond what a hub has',
  );
  expectNone(
    await db.query(
      `SELECT c.code, c.total_limit, count(*) AS used FROM coupon_usages u JOIN coupons c ON c.id = u.coupon_id
        WHERE u.state = 'committed' OR (u.state = 'held' AND u.expires_at > now())
        GROUP BY c.code, c.total_limit HAVING count(*) > c.total_limit`,
    ),
    'coupons used beyond their limit',
  );
  expectNone(
    await db.query(
      `SELECT c.code, u.customer_id, count(*) AS used FROM coupon_usages u JOIN coupons c ON c.id = u.coupon_id
        WHERE u.state = 'committed' OR (u.state = 'held' AND u.expires_at > now())
        GROUP BY c.code, c.per_customer_limit, u.customer_id HAVING count(*) > c.per_customer_limit`,
    ),
    'coupons used by one customer beyond their limit',
  );
  const [firstOne] = await db.query<{ used: number }>(
    `SELECT count(*)::int AS used FROM coupon_usages u JOIN coupons c ON c.id = u.coupon_id
      WHERE c.code = 'FIRSTONE' AND u.state <> 'released'`,
  );
  facts.push(`no stock held beyond a hub's; FIRSTONE (one order in all) on ${firstOne?.used ?? 0} order`);
  expectNone(
    await db.query(
      `SELECT p.hub_code, p.day, p.slot, max(p.place) AS places FROM service_slot_places p
        GROUP BY p.hub_code, p.day, p.slot
       HAVING max(p.place) > (SELECT count(*) FROM technicians t WHERE t.hub_code = p.hub_code)`,
    ),
    'service slots holding more visits than the hub has technicians',
  );
  facts.push('no service slot over its places');
  return { facts, problems };
}
