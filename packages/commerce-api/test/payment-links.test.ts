import { describe, expect, test } from 'vitest';
import {
  CALL_CENTRE_MESSAGES,
  PAYMENT_LINK_MESSAGES,
  amcCalls,
  assetCalls,
  assetListAnswerSchema,
  auditHistorySchema,
  bookingResultSchema,
  callCentreCalls,
  createPaymentLinkResultSchema,
  customerLookupSchema,
  dataAnswer,
  customerPaymentLinkSchema,
  errorAnswerSchema,
  orderCalls,
  orderDetailsSchema,
  otpCalls,
  outsideHubMessage,
  paymentLinkCalls,
  paymentLinkPageSchema,
  paymentLinkSchema,
  planPriceSchema,
  slotCalendarSchema,
  slotHoldSchema,
} from '@nirmal/domain/contract';
import type { CreatePaymentLink, PaymentLink } from '@nirmal/domain/contract';
import { SANDBOX_KEYS } from '../src/config.ts';
import { razorpayPaymentSignature } from '../src/modules/payments/providers/razorpay.ts';
import {
  choose,
  events,
  failure,
  initiate,
  orderRow,
  pathOf,
  payments,
  sendRazorpayWebhook,
  start,
  success,
} from './payment-support.ts';
import type { Choice } from './payment-support.ts';
import { IMRAN, KAVYA, LATA, staffSignIn } from './staff-support.ts';
import { ASHA, ROHAN, testApi } from './support.ts';
import type { TestApi } from './support.ts';

// Payment links (issue 22): staff create a link for a plan of a customer's device at the server's
// price, it goes to the customer by SMS, the customer pays it on the order's payment page, and the
// plan is applied and the link paid, once. Staff may resend or cancel a link awaiting payment; a
// link runs out; only staff (a CRO for their hub's customers) create them, only their customer opens one.

/** Asha's Aqua UV, whose Base plan ends in 20 days: renewable now. */
const RENEWABLE = 'AST-100102';
const GOLD_TWO_YEARS = 5_518_00;
const DAY = 86_400;

let keys = 0;
const newKey = () => `link-key-${Date.now()}-${++keys}`.padEnd(24, 'x');

async function planPrice(api: TestApi, asha: string) {
  const response = await api.request(`${amcCalls.price.path}?assetId=${RENEWABLE}&tier=GOLD`, {
    cookies: asha,
  });
  return planPriceSchema.parse(((await response.json()) as { data: unknown }).data);
}

async function send(api: TestApi, path: string, cookies: string, json: unknown = {}) {
  const response = await api.request(path, { cookies, json });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}

const create = (api: TestApi, staff: string, body: CreatePaymentLink | Record<string, unknown>) =>
  send(api, paymentLinkCalls.create.path, staff, body);

const linkPath = (path: string, linkId: string) => path.replace(':linkId', linkId);

async function setUp() {
  const api = await testApi({ config: { payments } });
  const asha = await api.signIn(ASHA);
  const kavya = await staffSignIn(api, KAVYA.mobile);
  const price = await planPrice(api, asha);
  const planBody = {
    purpose: 'plan' as const,
    assetId: RENEWABLE,
    tier: 'GOLD' as const,
    years: 2,
    priceVersion: price.priceVersion,
  };
  return { api, asha, kavya, planBody };
}

async function createdLink(api: TestApi, staff: string, body: CreatePaymentLink): Promise<PaymentLink> {
  const { status, body: answer } = await create(api, staff, body);
  expect(status, JSON.stringify(answer)).toBe(200);
  const result = createPaymentLinkResultSchema.parse(answer.data);
  if (result.outcome !== 'created') throw new Error('No link was created');
  return result.link;
}

// The texts sent to a number, not its one-time codes (which keep their text beside the code).
const texts = (api: TestApi, mobile: string) =>
  api.db.query<{ text: string }>(
    'SELECT text FROM sms_outbox WHERE mobile = $1 AND otp IS NULL ORDER BY id',
    [mobile],
  );

const auditOf = (api: TestApi, staffId: string) =>
  api.db.query<{ action: string; subject: string; customerId: string | null }>(
    `SELECT action, subject, customer_id AS "customerId" FROM staff_audit WHERE staff_id = $1 ORDER BY id`,
    [staffId],
  );

const linkCount = async (api: TestApi) =>
  (await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM payment_links'))[0]?.count;

async function opened(api: TestApi, cookies: string, linkId: string) {
  const response = await api.request(linkPath(paymentLinkCalls.open.path, linkId), { cookies });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}

async function customersLink(api: TestApi, cookies: string, linkId: string) {
  const { status, body } = await opened(api, cookies, linkId);
  expect(status, JSON.stringify(body)).toBe(200);
  return customerPaymentLinkSchema.parse(body.data);
}

async function staffLinks(api: TestApi, staff: string) {
  const response = await api.request(paymentLinkCalls.list.path, { cookies: staff });
  expect(response.status).toBe(200);
  return paymentLinkPageSchema.parse(((await response.json()) as { data: unknown }).data);
}

/**
 * Pays a link's order as its customer does: the payment page hands off to the Razorpay link's own
 * page (a GET), where the choice is made; answers the signed return address Razorpay sends the browser to.
 */
async function payAtRazorpayLink(api: TestApi, cookies: string, orderId: string, choice: Choice) {
  // A visit's order names no provider until the customer chooses: Razorpay, whose link was made.
  const started = await start(api, cookies, orderId, 'RAZORPAY');
  expect(started.handoff).toMatchObject({ method: 'GET', fields: {} });
  const page = await api.request(pathOf(started.handoff.action));
  const html = await page.text();
  expect(page.status, html).toBe(200);
  const paid = await choose(api, html, choice);
  expect(paid.status).toBe(303);
  const callback = paid.headers.get('location') ?? '';
  expect(new URL(callback).searchParams.get('razorpay_payment_link_status')).toBe('paid');
  return callback;
}

function expectError(response: { status: number; body: unknown }, status: number, expected: object) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(errorAnswerSchema.parse(response.body)).toMatchObject(expected);
}

describe('creating a link', () => {
  test('a plan link is priced by the server, held as long as the link, sent by SMS with its short URL, and audited', async () => {
    const { api, kavya, planBody } = await setUp();
    const body = { ...planBody, idempotencyKey: newKey() };
    const link = await createdLink(api, kavya, body);

    const now = api.clock.now();
    expect(link).toMatchObject({
      purpose: 'plan',
      customerName: 'Asha Verma',
      mobileMasked: '90••••0001',
      amountPaise: GOLD_TWO_YEARS,
      currency: 'INR',
      status: 'created',
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + DAY * 1000).toISOString(),
      paidAt: null,
      smsSentAt: now.toISOString(),
      createdBy: KAVYA.staffId,
      shortUrl: `${payments.storefrontUrl}/pay/${link.linkId}`,
      referenceId: link.orderId,
    });
    expect(link.linkId).toMatch(/^plink_[A-Za-z0-9]{14}$/);
    expect(link.description).toBe('Gold AMC, 2 years, for Nirmal Aqua UV 6 L');
    const [order] = await api.db.query<{ status: string; amountPaise: number; holdExpiresAt: Date }>(
      `SELECT status, amount_paise AS "amountPaise", hold_expires_at AS "holdExpiresAt" FROM orders WHERE id = $1`,
      [link.orderId],
    );
    expect(order).toEqual({
      status: 'awaiting_payment',
      amountPaise: GOLD_TWO_YEARS,
      holdExpiresAt: new Date(link.expiresAt),
    });

    expect(await texts(api, ASHA)).toEqual([
      {
        text: `Nirmal: pay ₹5,518 for ${link.description} by ${expiryWords(link.expiresAt)} at ${link.shortUrl}`,
      },
    ]);
    // The development outbox shows the same text, as the journeys read it.
    const outbox = await api.request(`${otpCalls.smsOutbox.path}?mobile=${ASHA}`);
    expect(((await outbox.json()) as { data: { text: string } }).data.text).toContain(link.shortUrl);
    expect(await auditOf(api, KAVYA.staffId)).toContainEqual({
      action: 'link-created',
      subject: link.linkId,
      customerId: 'CUS1000001',
    });

    // A retried request answers the same link and sends no second SMS; the key is for that request only.
    expect(await createdLink(api, kavya, body)).toEqual(link);
    expect(await texts(api, ASHA)).toHaveLength(1);
    expectError(await create(api, kavya, { ...body, tier: 'SILVER' }), 409, {
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect((await staffLinks(api, kavya)).links).toEqual([link]);
  });

  test('an amount from the client is refused, and a price the agent did not see creates nothing', async () => {
    const { api, kavya, planBody } = await setUp();
    for (const forged of [{ amountPaise: 100 }, { amount: 1 }, { pricePaise: 100 }]) {
      expectError(await create(api, kavya, { ...planBody, idempotencyKey: newKey(), ...forged }), 400, {
        message: PAYMENT_LINK_MESSAGES.amount,
      });
    }
    await api.db.query(
      "UPDATE plan_tiers SET price_per_year_paise = 3_999_00 WHERE technology = 'UV' AND tier = 'GOLD'",
    );
    const changed = await create(api, kavya, { ...planBody, idempotencyKey: newKey() });
    expect(changed.status).toBe(200);
    expect(createPaymentLinkResultSchema.parse(changed.body.data)).toMatchObject({
      outcome: 'changed',
      previousPricePaise: GOLD_TWO_YEARS,
    });
    expect(await linkCount(api)).toBe(0);
    expect(await texts(api, ASHA)).toEqual([]);
  });

  test('only signed-in staff create links, a CRO only for customers of their hub', async () => {
    const { api, asha, planBody } = await setUp();
    const body = { ...planBody, idempotencyKey: newKey() };
    expectError(await create(api, '', body), 401, { code: 'UNAUTHENTICATED' });
    expectError(await create(api, asha, body), 401, { code: 'UNAUTHENTICATED' });
    expect((await api.request(paymentLinkCalls.list.path, { cookies: asha })).status).toBe(401);
    const cancel = await send(api, linkPath(paymentLinkCalls.cancel.path, 'plink_nothing'), asha);
    expect(cancel.status).toBe(401);

    const lata = await staffSignIn(api, LATA.mobile);
    expectError(await create(api, lata, body), 403, {
      code: 'FORBIDDEN',
      message: outsideHubMessage('BLR-05'),
    });
    expect(await linkCount(api)).toBe(0);
    // The refusal outlives the refused attempt: it is in the CRO's own history.
    const history = await api.request(callCentreCalls.audit.path, { cookies: lata });
    expect(dataAnswer(auditHistorySchema).parse(await history.json()).data.entries[0]).toMatchObject({
      action: 'lookup-refused',
      subject: planBody.assetId,
      detail: outsideHubMessage('BLR-05'),
    });

    const imran = await staffSignIn(api, IMRAN.mobile);
    expect((await createdLink(api, imran, body)).createdBy).toBe(IMRAN.staffId);
    expectError(await create(api, imran, { ...body, assetId: 'AST-000000', idempotencyKey: newKey() }), 404, {
      message: CALL_CENTRE_MESSAGES.deviceUnknown,
    });
  });
});

/** The expiry as the SMS words it, in India time. */
const expiryWords = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

describe('paying a link', () => {
  test('the customer is sent to the order’s payment page; paying applies the plan and pays the link once', async () => {
    const { api, asha, kavya, planBody } = await setUp();
    const link = await createdLink(api, kavya, { ...planBody, idempotencyKey: newKey() });
    const before = await customersLink(api, asha, link.linkId);
    expect(before).toMatchObject({ payPath: `/ecom/payment/${link.orderId}`, message: null });
    expect(before.link).not.toHaveProperty('createdBy');

    const callback = await payAtRazorpayLink(api, asha, link.orderId, { webhook: 'twice' });
    const back = await api.request(pathOf(callback));
    expect(back.headers.get('location')).toBe(success(link.orderId));
    await expect
      .poll(async () => (await events(api)).filter((event) => event.source === 'webhook'))
      .toHaveLength(1);
    const devices = assetListAnswerSchema.parse(
      await (await api.request(assetCalls.list.path, { cookies: asha })).json(),
    ).data;
    // A renewal: it follows the device's current plan, which covers it until its last day.
    expect(devices.find((device) => device.id === RENEWABLE)?.nextPlan?.tier).toBe('GOLD');

    const paid = await customersLink(api, asha, link.linkId);
    expect(paid).toMatchObject({ payPath: null, message: PAYMENT_LINK_MESSAGES.paid });
    expect(paid.link).toMatchObject({ status: 'paid', paidAt: api.clock.now().toISOString() });
    expect((await staffLinks(api, kavya)).links[0]).toMatchObject({ linkId: link.linkId, status: 'paid' });
    expect((await orderRow(api, link.orderId)).timesPaid).toBe(1);
    // The database itself keeps a link from moving back.
    await expect(
      api.db.query("UPDATE payment_links SET status = 'expired', paid_at = NULL WHERE id = $1", [
        link.linkId,
      ]),
    ).rejects.toThrow(/cannot become expired/);
  });

  test('a return whose signature does not match pays nothing; the link’s signed webhook pays it, once', async () => {
    const { api, asha, kavya, planBody } = await setUp();
    const link = await createdLink(api, kavya, { ...planBody, idempotencyKey: newKey() });
    const callback = new URL(await payAtRazorpayLink(api, asha, link.orderId, { webhook: 'never' }));
    const signed = Object.fromEntries(callback.searchParams);
    for (const forged of [
      { razorpay_payment_link_status: 'created' },
      { razorpay_payment_link_reference_id: 'f'.repeat(20) },
      {
        razorpay_signature: razorpayPaymentSignature(
          SANDBOX_KEYS.razorpay.keySecret,
          signed['razorpay_payment_link_id'] ?? '',
          signed['razorpay_payment_id'] ?? '',
        ),
      },
    ]) {
      const tampered = new URL(callback);
      for (const [name, value] of Object.entries(forged)) tampered.searchParams.set(name, value);
      const back = await api.request(pathOf(tampered.href));
      expect(back.headers.get('location')).toBe(failure(link.orderId));
    }
    expect((await orderRow(api, link.orderId)).status).toBe('awaiting_payment');
    expect((await customersLink(api, asha, link.linkId)).link.status).toBe('created');

    // The webhook Razorpay sends for a paid link, delivered twice, pays the order once.
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment_link.paid',
      payload: {
        payment_link: { entity: { id: signed['razorpay_payment_link_id'], status: 'paid' } },
        payment: {
          entity: {
            id: signed['razorpay_payment_id'],
            entity: 'payment',
            amount: GOLD_TWO_YEARS,
            currency: 'INR',
            status: 'captured',
            order_id: 'order_MadeForTheLink',
            method: 'upi',
          },
        },
      },
    });
    for (let delivery = 0; delivery < 2; delivery++) {
      expect((await sendRazorpayWebhook(api, body, 'evt_LinkPaid000001')).status).toBe(200);
    }
    expect(await orderRow(api, link.orderId)).toMatchObject({ status: 'paid', timesPaid: 1 });
    expect((await customersLink(api, asha, link.linkId)).link.status).toBe('paid');
  });

  test('another customer cannot open it; a link nobody sent is not found', async () => {
    const { api, kavya, planBody } = await setUp();
    const link = await createdLink(api, kavya, { ...planBody, idempotencyKey: newKey() });
    const rohan = await api.signIn(ROHAN);
    expectError(await opened(api, rohan, link.linkId), 403, { message: PAYMENT_LINK_MESSAGES.otherCustomer });
    expectError(await opened(api, rohan, 'plink_nothing'), 404, { message: PAYMENT_LINK_MESSAGES.unknown });
    expect((await opened(api, '', link.linkId)).status).toBe(401);
  });

  test('past its expiry a link reads expired and its order can no longer be paid', async () => {
    const { api, kavya, planBody } = await setUp();
    const link = await createdLink(api, kavya, { ...planBody, idempotencyKey: newKey() });
    api.clock.advance(DAY);
    const asha = await api.signIn(ASHA);
    expect(await customersLink(api, asha, link.linkId)).toMatchObject({
      link: { status: 'expired' },
      payPath: null,
      message: PAYMENT_LINK_MESSAGES.expired,
    });
    const payment = await initiate(api, asha, link.orderId);
    expectError({ status: payment.status, body: await payment.json() }, 409, { code: 'ORDER_NOT_PAYABLE' });
    const kavyaAgain = await staffSignIn(api, KAVYA.mobile);
    expect((await staffLinks(api, kavyaAgain)).links[0]?.status).toBe('expired');
    expectError(await send(api, linkPath(paymentLinkCalls.resend.path, link.linkId), kavyaAgain), 409, {
      code: 'PAYMENT_LINK_NOT_OPEN',
    });
  });
});

/** Asha books a repair of her Aqua RO with pay now, in the first free slot: its request and order. */
async function repairToPay(api: TestApi, asha: string) {
  const calendar = slotCalendarSchema.parse(
    (
      (await (await api.request('/api/schedule/slotData?assetId=AST-100108', { cookies: asha })).json()) as {
        data: unknown;
      }
    ).data,
  );
  const chosen = calendar.days
    .slice(2)
    .flatMap((day) =>
      day.slots
        .filter((slot) => slot.state === 'available')
        .map((slot) => ({ date: day.date, slot: slot.id })),
    )[0];
  const held = await send(api, '/api/schedule/hold', asha, { assetId: 'AST-100108', ...chosen });
  const { holdId } = slotHoldSchema.parse(held.body.data);
  const booked = await send(api, '/api/service/schedule', asha, {
    assetId: 'AST-100108',
    ...chosen,
    holdId,
    serviceType: 'REPAIR',
    defectType: 'LEAKING',
    repairs: ['TAP'],
    payNow: true,
    idempotencyKey: newKey(),
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  const { request, order } = bookingResultSchema.parse(booked.body.data);
  if (!order) throw new Error('The repair has no order to pay');
  return { requestId: request.serviceRequestID, order };
}

describe('a service charge', () => {
  test('a visit booked with pay now gets a link for its order, which paying schedules; nothing else is due', async () => {
    const { api, asha, kavya } = await setUp();
    const { requestId, order } = await repairToPay(api, asha);
    const body = { purpose: 'service' as const, serviceRequestId: requestId };
    const link = await createdLink(api, kavya, { ...body, idempotencyKey: newKey() });
    const [held] = await api.db.query<{ holdExpiresAt: Date }>(
      'SELECT hold_expires_at AS "holdExpiresAt" FROM orders WHERE id = $1',
      [order.orderId],
    );
    expect(link).toMatchObject({
      purpose: 'service',
      referenceId: requestId,
      orderId: order.orderId,
      amountPaise: order.amountPaise,
      // The slot is held only while the order is: the link lasts no longer.
      expiresAt: held?.holdExpiresAt.toISOString(),
    });
    expectError(await create(api, kavya, { ...body, idempotencyKey: newKey() }), 409, {
      message: PAYMENT_LINK_MESSAGES.serviceLinked,
    });
    // The agent's look-up says so before a second Create link.
    expect(await openServiceLinkOf(api, kavya, requestId)).toEqual({
      linkId: link.linkId,
      expiresAt: link.expiresAt,
    });

    const back = await api.request(
      pathOf(await payAtRazorpayLink(api, asha, order.orderId, { webhook: 'never' })),
    );
    expect(back.headers.get('location')).toBe(success(order.orderId));
    const [visit] = await api.db.query<{ status: string }>(
      'SELECT status FROM service_requests WHERE id = $1',
      [requestId],
    );
    expect(visit?.status).toBe('SCHEDULED');
    expect(await openServiceLinkOf(api, kavya, requestId)).toBeNull();
    expect((await customersLink(api, asha, link.linkId)).link.status).toBe('paid');

    expectError(
      await create(api, kavya, {
        purpose: 'service',
        serviceRequestId: 'SR-24000103',
        idempotencyKey: newKey(),
      }),
      409,
      { message: PAYMENT_LINK_MESSAGES.serviceNothingDue },
    );
  });

  test('a request that is not one is refused in words for staff, not the customer’s', async () => {
    const { api, kavya } = await setUp();
    const refusal = (serviceRequestId: string) =>
      create(api, kavya, { purpose: 'service', serviceRequestId, idempotencyKey: newKey() });
    expectError(await refusal('SR-99999999'), 404, { message: PAYMENT_LINK_MESSAGES.serviceUnknown });
    expectError(await refusal('SR 1; drop'), 400, { message: PAYMENT_LINK_MESSAGES.serviceUnknown });
  });
});

async function openServiceLinkOf(api: TestApi, staff: string, serviceRequestId: string) {
  const response = await api.request(`${callCentreCalls.lookup.path}?mobile=${ASHA}`, { cookies: staff });
  const { devices } = customerLookupSchema.parse(((await response.json()) as { data: unknown }).data);
  return devices
    .flatMap((device) => device.openServiceRequests)
    .find((visit) => visit.serviceRequestId === serviceRequestId)?.openLink;
}

async function openPlanLinkOf(api: TestApi, staff: string, assetId: string) {
  const response = await api.request(`${callCentreCalls.lookup.path}?mobile=${ASHA}`, { cookies: staff });
  const { devices } = customerLookupSchema.parse(((await response.json()) as { data: unknown }).data);
  return devices.find((device) => device.assetId === assetId)?.openPlanLink;
}

describe('a newer link for the same device', () => {
  test('replaces the first: staff are warned before, both sides read it as replaced, its order names the newer one, and it is audited', async () => {
    const { api, asha, kavya, planBody } = await setUp();
    expect(await openPlanLinkOf(api, kavya, RENEWABLE)).toBeNull();
    const first = await createdLink(api, kavya, { ...planBody, idempotencyKey: newKey() });
    expect(await openPlanLinkOf(api, kavya, RENEWABLE)).toEqual({
      linkId: first.linkId,
      expiresAt: first.expiresAt,
    });

    api.clock.advance(60);
    const second = await createdLink(api, kavya, { ...planBody, idempotencyKey: newKey() });
    expect(await openPlanLinkOf(api, kavya, RENEWABLE)).toMatchObject({ linkId: second.linkId });
    expect((await staffLinks(api, kavya)).links.map((link) => [link.linkId, link.status])).toEqual([
      [second.linkId, 'created'],
      [first.linkId, 'replaced'],
    ]);
    expect(await customersLink(api, asha, first.linkId)).toMatchObject({
      link: { status: 'replaced' },
      payPath: null,
      message: PAYMENT_LINK_MESSAGES.replaced,
    });
    const [order] = await api.db.query<{ status: string; replacedBy: string | null }>(
      'SELECT status, replaced_by AS "replacedBy" FROM orders WHERE id = $1',
      [first.orderId],
    );
    expect(order).toEqual({ status: 'expired', replacedBy: second.orderId });
    expect((await auditOf(api, KAVYA.staffId)).filter((entry) => entry.action.startsWith('link-'))).toEqual([
      expect.objectContaining({ action: 'link-created', subject: first.linkId }),
      expect.objectContaining({ action: 'link-created', subject: second.linkId }),
      expect.objectContaining({ action: 'link-replaced', subject: first.linkId }),
    ]);
  });

  test('replaced by the customer’s own plan order, a link tells the customer so', async () => {
    const { api, asha, kavya, planBody } = await setUp();
    const link = await createdLink(api, kavya, { ...planBody, idempotencyKey: newKey() });
    const { purpose: _link, ...plan } = planBody;
    const own = await send(api, amcCalls.checkout.path, asha, {
      ...plan,
      provider: 'RAZORPAY',
      idempotencyKey: newKey(),
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(await customersLink(api, asha, link.linkId)).toMatchObject({
      link: { status: 'replaced' },
      message: PAYMENT_LINK_MESSAGES.replacedByOrder,
    });
  });
});

describe('resending and cancelling', () => {
  test('a link awaiting payment is sent again; cancelled, its order is cancelled by Nirmal and it can be neither sent nor cancelled again', async () => {
    const { api, asha, kavya, planBody } = await setUp();
    const link = await createdLink(api, kavya, { ...planBody, idempotencyKey: newKey() });
    api.clock.advance(60);

    const resent = await send(api, linkPath(paymentLinkCalls.resend.path, link.linkId), kavya);
    expect(resent.status).toBe(200);
    expect(paymentLinkSchema.parse(resent.body.data).smsSentAt).toBe(api.clock.now().toISOString());
    expect(await texts(api, ASHA)).toHaveLength(2);

    const lata = await staffSignIn(api, LATA.mobile);
    expectError(await send(api, linkPath(paymentLinkCalls.cancel.path, link.linkId), lata), 404, {
      message: PAYMENT_LINK_MESSAGES.unknown,
    });

    const cancelled = await send(api, linkPath(paymentLinkCalls.cancel.path, link.linkId), kavya);
    expect(cancelled.status).toBe(200);
    expect(paymentLinkSchema.parse(cancelled.body.data).status).toBe('cancelled');
    expect((await orderRow(api, link.orderId)).status).toBe('cancelled');
    const details = await api.request(`${orderCalls.details.path}?orderId=${link.orderId}`, {
      cookies: asha,
    });
    const order = dataAnswer(orderDetailsSchema).parse(await details.json()).data;
    // The customer gave no reason: the order says Nirmal cancelled it, and why.
    expect(order.cancelReason).toBe('payment_link_withdrawn');
    expect(order.timeline.at(-1)?.note).toBe('Cancelled by Nirmal: the payment link was withdrawn');
    expect(await customersLink(api, asha, link.linkId)).toMatchObject({
      payPath: null,
      message: PAYMENT_LINK_MESSAGES.cancelled,
    });
    for (const call of [paymentLinkCalls.resend, paymentLinkCalls.cancel]) {
      expectError(await send(api, linkPath(call.path, link.linkId), kavya), 409, {
        code: 'PAYMENT_LINK_NOT_OPEN',
        message: PAYMENT_LINK_MESSAGES.notOpen,
      });
    }
    expect((await auditOf(api, KAVYA.staffId)).map((entry) => entry.action)).toEqual([
      'link-created',
      'link-resent',
      'link-cancelled',
    ]);
    expect(await texts(api, ASHA)).toHaveLength(2);
  });
});
