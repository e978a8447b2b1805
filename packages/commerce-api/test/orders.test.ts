import { describe, expect, test } from 'vitest';
import { ORDER_MESSAGES, orderCalls } from '@nirmal/domain/contract';
import type { OrderConfirmation, OrderDetails, OrderList } from '@nirmal/domain/contract';
import {
  financialYearOf,
  nextInvoiceNumber,
  shareOut,
  splitGst,
  taxInvoice,
} from '../src/modules/orders/invoice.ts';
import { confirmOrderPaid } from '../src/flows/order-payment/index.ts';
import { advanceFulfilment } from '../src/modules/orders/lifecycle.ts';
import { AQUA_RO, addToCart, placedOrderId, stockAt } from './orders-support.ts';
import { ASHA, ROHAN, testApi } from './support.ts';
import type { TestApi } from './support.ts';

const ASHA_DELIVERED = 'OD90000000000004';
const ROHAN_PLAN = 'OD90000000000003';

async function read<T>(api: TestApi, path: string, cookies: string) {
  const response = await api.request(path, { cookies });
  return {
    status: response.status,
    body: (await response.json()) as { data: T; message?: string; code?: string },
  };
}

const list = (api: TestApi, cookies: string, query = '') =>
  read<OrderList>(api, `${orderCalls.list.path}${query}`, cookies);
const details = (api: TestApi, cookies: string, orderId: string) =>
  read<OrderDetails>(api, `${orderCalls.details.path}?orderId=${orderId}`, cookies);

function cancel(api: TestApi, cookies: string, body: object) {
  return api.request(orderCalls.cancel.path, { cookies, json: body });
}

async function pay(api: TestApi, orderId: string) {
  const [order] = await api.db.query<{ amountPaise: number }>(
    'SELECT amount_paise AS "amountPaise" FROM orders WHERE id = $1',
    [orderId],
  );
  return api.db.transaction((tx) =>
    confirmOrderPaid(tx, {
      orderId,
      amountPaise: order?.amountPaise ?? 0,
      provider: 'RAZORPAY',
      providerPaymentId: `pay_${orderId}`,
      now: api.clock.now(),
    }),
  );
}

describe('GST on an invoice', () => {
  test('splits a GST-inclusive value into taxable value and tax, exactly to the paise', () => {
    // ₹12,999 includes 18%: 1,299,900 × 100 / 118 = 1,101,610.17 paise taxable, 1,98,290 paise of tax.
    expect(splitGst(12_999_00, true)).toEqual({
      taxableValuePaise: 11_016_10,
      cgstPaise: 991_45,
      sgstPaise: 991_45,
      igstPaise: 0,
    });
    expect(splitGst(12_999_00, false)).toEqual({
      taxableValuePaise: 11_016_10,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_982_90,
    });
    // An odd paise of tax goes to CGST: ₹1 = 85 paise taxable (84.75…) and 15 paise of tax.
    expect(splitGst(100, true)).toEqual({ taxableValuePaise: 85, cgstPaise: 8, sgstPaise: 7, igstPaise: 0 });
    for (const value of [1, 59, 118, 7_990_00, 24_990_00, 123_456_78]) {
      const split = splitGst(value, true);
      expect(split.taxableValuePaise + split.cgstPaise + split.sgstPaise).toBe(value);
      expect(Math.abs(split.taxableValuePaise * 1.18 - value)).toBeLessThanOrEqual(1);
    }
  });

  test('shares a discount over lines in whole paise that add up', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(507_98, [12_999_00, 7_990_00])).toEqual([314_60, 193_38]);
    expect(shareOut(5, [0, 0])).toEqual([0, 0]);
  });

  test('financial years run April to March, India time', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  test('invoice serials count up within a financial year and start again in the next', async () => {
    const api = await testApi();
    const numbers = await api.db.transaction(async (tx) => [
      await nextInvoiceNumber(tx, new Date('2030-01-10T10:00:00Z')),
      await nextInvoiceNumber(tx, new Date('2030-03-31T10:00:00Z')),
      await nextInvoiceNumber(tx, new Date('2030-04-01T10:00:00Z')),
    ]);
    expect(numbers).toEqual(['NRM/29-30/000001', 'NRM/29-30/000002', 'NRM/30-31/000001']);
  });

  test('within Karnataka CGST + SGST, to another state IGST, totals adding up to what was charged', () => {
    const source = {
      invoiceNumber: 'NRM/26-27/000010',
      invoiceDate: '2026-11-23',
      customerName: 'Asha Verma',
      lines: [
        {
          name: 'Aqua RO',
          hsnCode: '84212120',
          quantity: 2,
          linePricePaise: 25_998_00,
          couponSavingPaise: 500_00,
        },
        {
          name: 'AirPure Mini',
          hsnCode: '84213920',
          quantity: 1,
          linePricePaise: 7_990_00,
          couponSavingPaise: 0,
        },
      ],
      promotionDiscountPaise: 1_000_01,
      deliveryChargePaise: 99_00,
      exchangeValuePaise: 1_500_00,
    };
    const address = {
      name: 'Asha Verma',
      phone: '9000000001',
      house_number: '402',
      address_name: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560034',
      latitude: null,
      longitude: null,
    };
    const intra = taxInvoice({ ...source, address });
    expect(intra.supplyType).toBe('intra_state');
    expect(intra.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    expect(intra.supplier.gstin).toBe('29AAHCN4821K1Z4');
    expect(intra.lines.map((line) => line.hsnCode)).toEqual(['84212120', '84213920', '996812']);
    // Delivery is a service, by its SAC; the purifiers are goods.
    expect(intra.lines.map((line) => line.supply)).toEqual(['goods', 'goods', 'services']);
    const charged = 25_998_00 - 500_00 + 7_990_00 - 1_000_01 + 99_00;
    expect(intra.totals.totalPaise).toBe(charged);
    expect(intra.totals.taxableValuePaise + intra.totals.cgstPaise + intra.totals.sgstPaise).toBe(charged);
    expect(intra.totals.igstPaise).toBe(0);
    expect(intra.amountChargedPaise).toBe(charged - 1_500_00);
    for (const line of intra.lines) {
      expect(line.taxableValuePaise + line.cgstPaise + line.sgstPaise).toBe(line.valuePaise);
    }

    const inter = taxInvoice({ ...source, address: { ...address, state: 'Maharashtra', city: 'Mumbai' } });
    expect(inter.supplyType).toBe('inter_state');
    expect(inter.placeOfSupply).toEqual({ state: 'Maharashtra', stateCode: '27' });
    expect(inter.totals).toMatchObject({
      cgstPaise: 0,
      sgstPaise: 0,
      taxableValuePaise: intra.totals.taxableValuePaise,
    });
    expect(inter.totals.igstPaise).toBe(intra.totals.cgstPaise + intra.totals.sgstPaise);
  });
});

describe('the order list', () => {
  test('shows the seeded plan orders of each demo customer, and only theirs', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const rohan = await api.signIn(ROHAN);
    const plans = (await list(api, asha, '?kind=plan')).body.data;
    expect(plans.total).toBe(2);
    expect(plans.orders.map((order) => order.lines[0]?.name)).toEqual([
      'Platinum AMC, 1 year, for Nirmal Aqua Supreme RO+UV+UF',
      'Gold AMC, 1 year, for Nirmal Aqua RO+UV',
    ]);
    expect(plans.orders.every((order) => order.status === 'paid' && order.kind === 'plan')).toBe(true);
    expect((await list(api, rohan, '?kind=plan')).body.data.orders.map((order) => order.orderId)).toEqual([
      ROHAN_PLAN,
    ]);
    expect((await list(api, rohan)).body.data.total).toBe(0);
  });

  test('filters by status and by day, and pages', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    await addToCart(api, asha, AQUA_RO);
    const placed = await placedOrderId(api, asha);

    const all = (await list(api, asha)).body.data;
    expect(all.orders.map((order) => order.orderId)).toEqual([placed, ASHA_DELIVERED]);
    expect((await list(api, asha, '?status=delivered')).body.data.orders.map((o) => o.orderId)).toEqual([
      ASHA_DELIVERED,
    ]);
    expect((await list(api, asha, '?status=awaiting_payment,payment_failed')).body.data.total).toBe(1);
    const today = new Date(api.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    expect((await list(api, asha, `?from=${today}`)).body.data.orders.map((o) => o.orderId)).toEqual([
      placed,
    ]);
    const paged = (await list(api, asha, '?page=2&pageSize=1')).body.data;
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(paged.orders.map((order) => order.orderId)).toEqual([ASHA_DELIVERED]);
  });

  test('refuses filters it cannot read with what to send', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    for (const [query, message] of [
      ['?from=01-04-2026', ORDER_MESSAGES.badDate],
      ['?from=2026-02-30', ORDER_MESSAGES.badDate],
      ['?to=2026-04-31', ORDER_MESSAGES.badDate],
      ['?from=2026-05-01&to=2026-04-01', ORDER_MESSAGES.badRange],
      ['?status=lost', ORDER_MESSAGES.badStatus],
      ['?pageSize=500', ORDER_MESSAGES.pageSize],
    ] as const) {
      const { status, body } = await list(api, asha, query);
      expect(status).toBe(400);
      expect(body.message).toBe(message);
    }
    expect((await api.request(orderCalls.list.path)).status).toBe(401);
  });
});

describe('one order', () => {
  test("another customer's order answers exactly as a missing one", async () => {
    const api = await testApi();
    const rohan = await api.signIn(ROHAN);
    for (const orderId of [ASHA_DELIVERED, 'OD00000000000000']) {
      for (const path of [
        orderCalls.get.path.replace(':orderId', orderId),
        `${orderCalls.details.path}?orderId=${orderId}`,
        `${orderCalls.confirmation.path}?orderId=${orderId}`,
      ]) {
        const response = await api.request(path, { cookies: rohan });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: ORDER_MESSAGES.unknown });
      }
      const cancelled = await cancel(api, rohan, { orderId, reason: 'changed_mind' });
      expect(cancelled.status).toBe(404);
      expect(await cancelled.json()).toEqual({ code: 'NOT_FOUND', message: ORDER_MESSAGES.unknown });
    }
  });

  test('details show lines, address, timeline and the tax invoice; inter-state for Mumbai', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const delivered = (await details(api, asha, ASHA_DELIVERED)).body.data;
    expect(delivered.timeline.map((event) => event.status)).toEqual([
      'awaiting_payment',
      'paid',
      'packed',
      'shipped',
      'delivered',
    ]);
    expect(delivered.cancellable).toBe(false);
    expect(delivered.invoice).toMatchObject({
      supplyType: 'intra_state',
      lines: [{ hsnCode: '84213920', supply: 'goods', quantity: 1 }],
      totals: { totalPaise: 7_990_00, igstPaise: 0 },
    });
    expect(delivered.invoice?.invoiceNumber).toMatch(/^NRM\/\d{2}-\d{2}\/\d{6}$/);

    const rohan = await api.signIn(ROHAN);
    const plan = (await details(api, rohan, ROHAN_PLAN)).body.data;
    expect(plan.invoice).toMatchObject({
      supplyType: 'inter_state',
      placeOfSupply: { state: 'Maharashtra', stateCode: '27' },
      lines: [{ hsnCode: '998719', supply: 'services', taxableValuePaise: 2_541_53, igstPaise: 457_47 }],
    });
  });

  test('the confirmation says whether it is paid', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    await addToCart(api, asha, AQUA_RO);
    const orderId = await placedOrderId(api, asha);
    const path = `${orderCalls.confirmation.path}?orderId=${orderId}`;
    expect((await read<OrderConfirmation>(api, path, asha)).body.data).toMatchObject({
      paid: false,
      status: 'awaiting_payment',
    });
    await pay(api, orderId);
    expect((await read<OrderConfirmation>(api, path, asha)).body.data).toMatchObject({
      paid: true,
      status: 'paid',
      providerPaymentId: `pay_${orderId}`,
      lines: [{ quantity: 1 }],
    });
  });
});

describe('cancelling', () => {
  test('an unpaid order: its stock is released and nothing is refunded', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    await addToCart(api, asha, AQUA_RO);
    const orderId = await placedOrderId(api, asha);
    const response = await cancel(api, asha, { orderId, reason: 'ordered_by_mistake', comment: ' typo ' });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: OrderDetails };
    expect(data).toMatchObject({
      status: 'cancelled',
      refundState: 'none',
      cancelReason: 'ordered_by_mistake',
      cancellable: false,
    });
    expect(data.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Cancelled: I ordered it by mistake',
    });
    expect((await stockAt(api, 'BLR-05', AQUA_RO))?.held).toBe(0);

    const again = await cancel(api, asha, { orderId, reason: 'ordered_by_mistake' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: ORDER_MESSAGES.alreadyCancelled });
  });

  test('a paid order before it ships: the units go back and a refund is initiated; after shipping it is refused', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    await addToCart(api, asha, AQUA_RO, 2);
    const before = await stockAt(api, 'BLR-05', AQUA_RO);
    const first = await placedOrderId(api, asha);
    await pay(api, first);
    await api.db.transaction((tx) => advanceFulfilment(tx, first, 'packed', api.clock.now()));
    expect((await stockAt(api, 'BLR-05', AQUA_RO))?.quantity).toBe((before?.quantity ?? 0) - 2);

    const response = await cancel(api, asha, { orderId: first, reason: 'found_better_price' });
    const { data } = (await response.json()) as { data: OrderDetails };
    expect(data).toMatchObject({ status: 'cancelled', refundState: 'initiated' });
    // The refund is a step of its own, after the cancelling: the status does not change again.
    expect(data.timeline.slice(-2)).toMatchObject([
      { status: 'cancelled', kind: 'status', note: 'Cancelled: I found a better price elsewhere' },
      {
        status: 'cancelled',
        kind: 'refund',
        note: 'Refund of ₹25,998 initiated to your original payment method',
      },
    ]);
    expect(await stockAt(api, 'BLR-05', AQUA_RO)).toEqual(before);

    await addToCart(api, asha, AQUA_RO);
    const second = await placedOrderId(api, asha);
    await pay(api, second);
    await api.db.transaction(async (tx) => {
      await advanceFulfilment(tx, second, 'packed', api.clock.now());
      await advanceFulfilment(tx, second, 'shipped', api.clock.now());
    });
    const refused = await cancel(api, asha, { orderId: second, reason: 'changed_mind' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      code: 'ORDER_NOT_CANCELLABLE',
      message: ORDER_MESSAGES.notCancellable,
    });
  });

  test('needs a reason from the list', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const response = await cancel(api, asha, { orderId: ASHA_DELIVERED, reason: 'bored' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Choose why you are cancelling from the list.' });
  });
});
