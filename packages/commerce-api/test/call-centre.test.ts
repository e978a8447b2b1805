import { describe, expect, test } from 'vitest';
import {
  AUDIT_PAGE_SIZE,
  assetListAnswerSchema,
  auditHistorySchema,
  customerLookupSchema,
  dataAnswer,
  deviceOutsideHubMessage,
  errorAnswerSchema,
  planPriceSchema,
} from '@nirmal/domain/contract';
import { recordStaffAction } from '../src/modules/audit/audit.ts';
import { ASHA, ROHAN, testApi } from './support.ts';
import type { TestApi } from './support.ts';
import { IMRAN, KAVYA, LATA, staffSignIn } from './staff-support.ts';

// The call centre's and CROs' look-up (issue 22): a customer by mobile number or device id with
// their devices' warranty, plan and open visits; a plan priced as the customer sees it; a CRO only
// for devices in their hub; and every look-up in the staff member's own audit history.

const lookupAnswer = dataAnswer(customerLookupSchema);
const historyAnswer = dataAnswer(auditHistorySchema);

const lookup = (api: TestApi, cookies: string, query: string) =>
  api.request(`/api/public/call-centre/asset/?${query}`, { cookies });

async function history(api: TestApi, cookies: string, cursor?: string) {
  const response = await api.request(
    `/api/public/call-centre/audit${cursor === undefined ? '' : `?cursor=${cursor}`}`,
    { cookies },
  );
  expect(response.status).toBe(200);
  return historyAnswer.parse(await response.json()).data;
}

async function refusal(response: Response) {
  return { status: response.status, ...errorAnswerSchema.parse(await response.json()) };
}

describe('looking up a customer', () => {
  test("the call centre finds the demo customer by mobile, each device as the customer's own page shows it", async () => {
    const api = await testApi();
    const agent = await staffSignIn(api, KAVYA.mobile);
    const found = await lookup(api, agent, `mobile=${ASHA}`);
    expect(found.status).toBe(200);
    const { customer, devices } = lookupAnswer.parse(await found.json()).data;
    expect(customer).toEqual({
      customerId: 'CUS1000001',
      name: 'Asha Verma',
      mobileMasked: '90••••0001',
      hubCodes: ['PNQ-02'],
    });

    const own = await api.request('/api/v1/assets', { cookies: await api.signIn(ASHA) });
    const ownDevices = assetListAnswerSchema.parse(await own.json()).data;
    expect(devices.map((device) => device.assetId)).toEqual(ownDevices.map((device) => device.id));
    for (const [index, device] of devices.entries()) {
      const mine = ownDevices[index];
      expect(device).toMatchObject({
        name: mine?.name,
        hubCode: mine?.hubCode,
        isRental: mine?.isRental,
        warrantyStatus: mine?.expiryStatus.status,
        tier: mine?.currentPlan?.tier ?? null,
        planEndDate: mine?.currentPlan?.endDate ?? null,
        planStatus: mine?.planStatus,
      });
    }
  });

  test('a device id finds its customer, in any hub for the call centre', async () => {
    const api = await testApi();
    const agent = await staffSignIn(api, KAVYA.mobile);
    const found = lookupAnswer.parse(await (await lookup(api, agent, 'assetId=AST-200201')).json()).data;
    expect(found.customer).toMatchObject({
      customerId: 'CUS1000002',
      mobileMasked: '90••••0002',
      hubCodes: ['BLR-05'],
    });
    expect(found.devices.map((device) => device.assetId)).toContain('AST-200201');
  });

  test('open visits are listed with what is still to pay on them', async () => {
    const api = await testApi();
    // One open visit charged at the visit (not paid in advance), beside the seed's free ones.
    await api.db.query("UPDATE service_requests SET service_price_paise = 49900 WHERE id = 'SR-24000108'");
    const agent = await staffSignIn(api, KAVYA.mobile);
    const { devices } = lookupAnswer.parse(await (await lookup(api, agent, `mobile=${ASHA}`)).json()).data;
    const visits = devices.flatMap((device) => device.openServiceRequests);
    expect(visits.find((visit) => visit.serviceRequestId === 'SR-24000108')).toEqual({
      serviceRequestId: 'SR-24000108',
      serviceType: 'REPAIR',
      status: 'RESCHEDULED',
      amountDuePaise: 49_900,
      openLink: null,
    });
    expect(visits.find((visit) => visit.serviceRequestId === 'SR-24000109')?.amountDuePaise).toBeNull();
    // Closed visits are history, not open requests.
    expect(visits.map((visit) => visit.status)).not.toContain('COMPLETED');
    expect(visits.map((visit) => visit.status)).not.toContain('CANCELLED');
  });

  test('a CRO finds customers of their hub', async () => {
    const api = await testApi();
    const cro = await staffSignIn(api, IMRAN.mobile);
    const found = await lookup(api, cro, `mobile=${ASHA}`);
    expect(found.status).toBe(200);
    expect(lookupAnswer.parse(await found.json()).data.customer.customerId).toBe('CUS1000001');
  });

  test('a CRO is refused a customer outside their hub, by mobile or device id, and the refusal is audited', async () => {
    const api = await testApi();
    const pune = await staffSignIn(api, IMRAN.mobile);
    expect(await refusal(await lookup(api, pune, `mobile=${ROHAN}`))).toMatchObject({
      status: 403,
      message: 'This customer is outside your hub (PNQ-02).',
    });
    const bengaluru = await staffSignIn(api, LATA.mobile);
    expect(await refusal(await lookup(api, bengaluru, 'assetId=AST-100101'))).toMatchObject({
      status: 403,
      message: 'This customer is outside your hub (BLR-05).',
    });

    const [entry] = (await history(api, pune)).entries;
    expect(entry).toMatchObject({
      action: 'lookup-refused',
      customerId: 'CUS1000002',
      // The CRO was not shown the customer, so their history does not name them either.
      customerName: null,
      subject: '90••••0002',
      detail: 'This customer is outside your hub (PNQ-02).',
      at: api.clock.now().toISOString(),
    });
  });

  test('a CRO sees and acts on only the devices in their hub, of a customer with devices in two', async () => {
    const api = await testApi();
    // The demo customer's water purifier moved to Bengaluru: one device in BLR-05, the rest in PNQ-02.
    await api.db.query("UPDATE assets SET hub_code = 'BLR-05' WHERE id = 'AST-100101'");
    const bengaluru = await staffSignIn(api, LATA.mobile);
    const seen = lookupAnswer.parse(await (await lookup(api, bengaluru, `mobile=${ASHA}`)).json()).data;
    expect(seen.customer.hubCodes).toEqual(['BLR-05']);
    expect(seen.devices.map((device) => device.assetId)).toEqual(['AST-100101']);

    const pune = await staffSignIn(api, IMRAN.mobile);
    const fromPune = lookupAnswer.parse(await (await lookup(api, pune, `mobile=${ASHA}`)).json()).data;
    expect(fromPune.devices.map((device) => device.assetId)).not.toContain('AST-100101');
    for (const [cookies, assetId, hub] of [
      [bengaluru, 'AST-100102', 'BLR-05'],
      [pune, 'AST-100101', 'PNQ-02'],
    ] as const) {
      for (const path of [
        `/api/public/call-centre/asset/?assetId=${assetId}`,
        `/api/public/call-centre/plan-price?assetId=${assetId}&tier=GOLD`,
      ]) {
        expect(await refusal(await api.request(path, { cookies })), path).toMatchObject({
          status: 403,
          message: deviceOutsideHubMessage(hub),
        });
      }
      expect((await history(api, cookies)).entries[0]).toMatchObject({
        action: 'lookup-refused',
        customerName: null,
        subject: assetId,
        detail: deviceOutsideHubMessage(hub),
      });
    }
  });

  test('a customer not found is a clear 404 and is audited too', async () => {
    const api = await testApi();
    const agent = await staffSignIn(api, KAVYA.mobile);
    expect(await refusal(await lookup(api, agent, 'mobile=9876543210'))).toMatchObject({
      status: 404,
      message: 'No customer has this mobile number.',
    });
    expect(await refusal(await lookup(api, agent, 'assetId=AST-999999'))).toMatchObject({
      status: 404,
      message: 'No device has this id.',
    });
    const { entries } = await history(api, agent);
    expect(
      entries.map(({ action, customerId, subject, detail }) => ({ action, customerId, subject, detail })),
    ).toEqual([
      { action: 'lookup', customerId: null, subject: 'AST-999999', detail: 'No device has this id.' },
      {
        action: 'lookup',
        customerId: null,
        subject: '98••••3210',
        detail: 'No customer has this mobile number.',
      },
    ]);
  });

  test('a look-up names a mobile number or a device id, one of the two', async () => {
    const api = await testApi();
    const agent = await staffSignIn(api, KAVYA.mobile);
    for (const query of ['', `mobile=${ASHA}&assetId=AST-100101`]) {
      expect(await refusal(await lookup(api, agent, query))).toMatchObject({
        status: 400,
        message: 'Enter a mobile number or a device id, not both.',
      });
    }
    expect((await refusal(await lookup(api, agent, 'mobile=12345'))).message).toBe(
      'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.',
    );
  });
});

describe('plan price for staff', () => {
  test('is the price the customer is shown for the same device and tier', async () => {
    const api = await testApi();
    const agent = await staffSignIn(api, KAVYA.mobile);
    const forStaff = await api.request('/api/public/call-centre/plan-price?assetId=AST-100101&tier=GOLD', {
      cookies: agent,
    });
    expect(forStaff.status).toBe(200);
    const forCustomer = await api.request('/api/service-product/price?assetId=AST-100101&tier=GOLD', {
      cookies: await api.signIn(ASHA),
    });
    const price = dataAnswer(planPriceSchema);
    expect(price.parse(await forStaff.json()).data).toEqual(price.parse(await forCustomer.json()).data);
  });

  test("is refused to a CRO for another hub's device, and to no one signed in as staff", async () => {
    const api = await testApi();
    const cro = await staffSignIn(api, LATA.mobile);
    const path = '/api/public/call-centre/plan-price?assetId=AST-100101&tier=GOLD';
    expect(await refusal(await api.request(path, { cookies: cro }))).toMatchObject({
      status: 403,
      message: 'This customer is outside your hub (BLR-05).',
    });
    expect((await history(api, cro)).entries[0]).toMatchObject({
      action: 'lookup-refused',
      subject: 'AST-100101',
    });
    expect((await api.request(path, { cookies: await api.signIn(ASHA) })).status).toBe(401);
  });
});

describe('audit history', () => {
  test("shows each staff member their own look-ups, newest first, and never another's", async () => {
    const api = await testApi();
    const agent = await staffSignIn(api, KAVYA.mobile);
    const cro = await staffSignIn(api, IMRAN.mobile);
    await lookup(api, agent, `mobile=${ASHA}`);
    api.clock.advance(60);
    await lookup(api, agent, 'assetId=AST-200201');
    await lookup(api, cro, `mobile=${ASHA}`);

    const own = await history(api, agent);
    expect(own.nextCursor).toBeNull();
    expect(
      own.entries.map(({ action, customerId, customerName, subject }) => ({
        action,
        customerId,
        customerName,
        subject,
      })),
    ).toEqual([
      { action: 'lookup', customerId: 'CUS1000002', customerName: 'Rohan Iyer', subject: 'AST-200201' },
      { action: 'lookup', customerId: 'CUS1000001', customerName: 'Asha Verma', subject: '90••••0001' },
    ]);
    expect(own.entries[0]?.detail).toBe('Found with 1 device.');
    expect((await history(api, cro)).entries).toHaveLength(1);
  });

  test('pages through the history with a cursor, entries added meanwhile shifting nothing', async () => {
    const api = await testApi();
    const agent = await staffSignIn(api, KAVYA.mobile);
    const entry = (n: number) => ({
      staffId: KAVYA.staffId,
      at: api.clock.now(),
      action: 'lookup' as const,
      customerId: null,
      customerName: null,
      subject: `AST-${n}`,
      detail: 'No device has this id.',
    });
    for (let n = 1; n <= AUDIT_PAGE_SIZE + 5; n += 1) await recordStaffAction(api.db, entry(n));

    const first = await history(api, agent);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]?.subject).toBe(`AST-${AUDIT_PAGE_SIZE + 5}`);
    await recordStaffAction(api.db, entry(99));
    const second = await history(api, agent, first.nextCursor ?? '');
    expect(second.entries.map((row) => row.subject)).toEqual(['AST-5', 'AST-4', 'AST-3', 'AST-2', 'AST-1']);
    expect(second.nextCursor).toBeNull();

    const bad = await api.request('/api/public/call-centre/audit?cursor=abc', { cookies: agent });
    expect(await refusal(bad)).toMatchObject({
      status: 400,
      message: 'Open your history again from the start.',
    });
  });

  test('is append-only: the database refuses to change or delete an entry', async () => {
    const api = await testApi();
    const agent = await staffSignIn(api, KAVYA.mobile);
    await lookup(api, agent, `mobile=${ASHA}`);
    await expect(api.db.query("UPDATE staff_audit SET staff_id = 'STF-2001'")).rejects.toThrow(/append-only/);
    await expect(api.db.query('DELETE FROM staff_audit')).rejects.toThrow(/append-only/);
    expect(await api.db.query('SELECT staff_id FROM staff_audit')).toEqual([{ staff_id: KAVYA.staffId }]);
  });
});

test('the whole path over HTTP: a staff member signs in, looks a customer up, sees it in their history, signs out', async () => {
  const api = await testApi();
  const cro = await staffSignIn(api, IMRAN.mobile);
  const found = lookupAnswer.parse(await (await lookup(api, cro, 'assetId=AST-100104')).json()).data;
  expect(found.customer.name).toBe('Asha Verma');
  const [entry] = (await history(api, cro)).entries;
  expect(entry).toMatchObject({ action: 'lookup', customerId: 'CUS1000001', subject: 'AST-100104' });
  expect((await api.request('/api/staff/signout', { cookies: cro, json: {} })).status).toBe(200);
  expect((await lookup(api, cro, `mobile=${ASHA}`)).status).toBe(401);
  // The look-up refused for want of a session is not the staff member's: nothing more was recorded.
  expect(await api.db.query('SELECT count(*)::int AS n FROM staff_audit')).toEqual([{ n: 1 }]);
});
