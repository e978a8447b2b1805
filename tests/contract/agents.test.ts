import { ProductError } from '@nirmal/domain';
import { CALL_CENTRE_MESSAGES, STAFF_SESSION_COOKIE, outsideHubMessage } from '@nirmal/domain/contract';
import { describe, expect, test } from 'vitest';
import { ASHA, browserFor, failureOf, latestOtp, signedInBrowser, useCommerceApi } from './support.ts';

// The clients of the agent pages against commerce-api: a staff member signs in by a code, finds a
// customer by mobile number or device id, prices a plan as the customer sees it, reads their own
// history, and signs out, with the Set-Cookie that a server signing out for a browser passes on.

const CALL_CENTRE_AGENT = '9000000201';
const CRO_OF_ANOTHER_HUB = '9000000203';

describe('agent pages', () => {
  const api = useCommerceApi();

  async function signedInStaff(mobile: string) {
    const staff = browserFor(api());
    const { requestId } = await staff.staff.sendOtp(mobile);
    const member = await staff.staff.verifyOtp({
      mobile,
      requestId,
      code: await latestOtp(staff.http, mobile),
    });
    return { ...staff, member };
  }

  test('an agent signs in, finds the demo customer both ways, prices a plan as the customer sees it, and signs out', async () => {
    const agent = await signedInStaff(CALL_CENTRE_AGENT);
    expect(agent.member).toMatchObject({ name: 'Kavya Rao', role: 'call-centre', hubCode: null });
    expect(await agent.staff.me()).toMatchObject({ staffId: agent.member.staffId });

    const byMobile = await agent.callCentre.lookup({ mobile: ASHA });
    expect(byMobile.customer).toMatchObject({ name: 'Asha Verma', mobileMasked: '90••••0001' });
    const endingSoon = byMobile.devices.find((device) => device.assetId === 'AST-100102');
    expect(endingSoon).toMatchObject({ tier: 'VALUE', planStatus: { state: 'ending_soon', canBuy: true } });
    const byDevice = await agent.callCentre.lookup({ assetId: 'AST-100102' });
    expect(byDevice.customer.customerId).toBe(byMobile.customer.customerId);

    const asha = await signedInBrowser(api(), ASHA);
    const forStaff = await agent.callCentre.planPrice('AST-100102', 'VALUE');
    const forCustomer = await asha.amc.price('AST-100102', 'VALUE');
    expect(forStaff.durations).toEqual(forCustomer.durations);

    const missing = await failureOf(agent.callCentre.lookup({ mobile: '9999999990' }));
    expect(missing).toBeInstanceOf(ProductError);
    expect(missing).toMatchObject({ status: 404, message: CALL_CENTRE_MESSAGES.customerUnknown });

    const history = await agent.callCentre.history();
    expect(history.entries.map((entry) => entry.action)).toEqual(['lookup', 'lookup', 'lookup']);
    expect(history.entries[2]).toMatchObject({ customerName: 'Asha Verma' });

    const cleared = await agent.staff.signOut();
    expect(cleared.some((cookie) => cookie.startsWith(`${STAFF_SESSION_COOKIE}=`))).toBe(true);
    expect(await failureOf(agent.staff.me())).toMatchObject({ status: 401 });
  });

  test('a CRO of another hub is refused the demo customer, and the refusal is in their history', async () => {
    const cro = await signedInStaff(CRO_OF_ANOTHER_HUB);
    const refused = await failureOf(cro.callCentre.lookup({ mobile: ASHA }));
    expect(refused).toMatchObject({ status: 403, message: outsideHubMessage('BLR-05') });
    expect(await failureOf(cro.callCentre.planPrice('AST-100102', 'VALUE'))).toMatchObject({ status: 403 });
    expect((await cro.callCentre.history()).entries[0]).toMatchObject({ action: 'lookup-refused' });
  });

  test('a customer session reaches no staff call', async () => {
    const asha = await signedInBrowser(api(), ASHA);
    expect(await failureOf(asha.staff.me())).toMatchObject({ status: 401 });
    expect(await failureOf(asha.callCentre.lookup({ mobile: ASHA }))).toMatchObject({ status: 401 });
  });
});
