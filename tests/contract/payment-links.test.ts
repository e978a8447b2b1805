import { ProductError } from '@nirmal/domain';
import { PAYMENT_LINK_MESSAGES } from '@nirmal/domain/contract';
import { describe, expect, test } from 'vitest';
import { ASHA, ROHAN, browserFor, failureOf, latestOtp, signedInBrowser, useCommerceApi } from './support.ts';

// The payment-links client against commerce-api: an agent creates, lists, resends and cancels a
// link for the demo customer's renewal; the customer opens it and is sent to its order's payment
// page; another customer is told whose it is.

const AGENT = '9000000201';

describe('payment links', () => {
  const api = useCommerceApi();

  async function signedInAgent() {
    const agent = browserFor(api());
    const { requestId } = await agent.staff.sendOtp(AGENT);
    await agent.staff.verifyOtp({ mobile: AGENT, requestId, code: await latestOtp(agent.http, AGENT) });
    return agent;
  }

  test('created for a renewal, opened by its customer, refused to another, and closed when cancelled', async () => {
    const asha = await signedInBrowser(api(), ASHA);
    const { priceVersion } = await asha.amc.price('AST-100102', 'GOLD');
    const agent = await signedInAgent();

    const created = await agent.paymentLinks.create({
      purpose: 'plan',
      assetId: 'AST-100102',
      tier: 'GOLD',
      years: 1,
      priceVersion,
      idempotencyKey: 'contract-payment-link-0001',
    });
    if (created.outcome !== 'created') throw new Error('The price changed');
    const { link } = created;
    expect(link).toMatchObject({ status: 'created', customerName: 'Asha Verma', purpose: 'plan' });
    expect((await agent.paymentLinks.list()).links.map((listed) => listed.linkId)).toContain(link.linkId);
    expect((await agent.paymentLinks.resend(link.linkId)).status).toBe('created');

    expect(await asha.paymentLinks.open(link.linkId)).toMatchObject({
      payPath: `/ecom/payment/${link.orderId}`,
      message: null,
    });
    const rohan = await signedInBrowser(api(), ROHAN);
    const refused = await failureOf(rohan.paymentLinks.open(link.linkId));
    expect(refused).toBeInstanceOf(ProductError);
    expect(refused).toMatchObject({ status: 403, message: PAYMENT_LINK_MESSAGES.otherCustomer });
    // A customer's session is no staff session.
    expect(await failureOf(asha.paymentLinks.list())).toMatchObject({ status: 401 });

    expect((await agent.paymentLinks.cancel(link.linkId)).status).toBe('cancelled');
    expect(await asha.paymentLinks.open(link.linkId)).toMatchObject({
      link: { status: 'cancelled' },
      payPath: null,
      message: PAYMENT_LINK_MESSAGES.cancelled,
    });
  });
});
