import { expect, test, type Page } from '@playwright/test';
import { e2e, expectHeadingsInOrder, latestOtp } from './system.ts';

// A payment link's address from the SMS (issue 22), `/pay/<linkId>`, opened by someone signed out:
// they sign in on the sign-in page and come back to it, and a link that is not theirs, or not there
// at all, says so with what they can do. Paying a link is the agents' journey (agents.spec.ts).
// Numbers of their own: the demo customer's data is left as it was.
const VISITOR = '9000000311';
const DEMO_CUSTOMER = '9000000001';
const CALL_CENTRE_AGENT = '9000000201';
const DEMO_DEVICE = 'AST-100102';

/** Signs in on the sign-in page a protected page sent the visitor to. */
async function signInOnTheLoginPage(page: Page, mobile: string) {
  await page.getByLabel(/mobile number/i).fill(mobile);
  await page.getByRole('button', { name: /send otp/i }).click();
  await expect(page.getByLabel(/digit 1 of/i)).toBeVisible();
  await page.getByLabel(/digit 1 of/i).pressSequentially(await latestOtp(mobile));
  await page.getByRole('button', { name: 'Verify' }).click();
}

const api = (path: string, init: RequestInit & { cookie?: string } = {}) =>
  fetch(`${e2e.api}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-client-type': 'web', cookie: init.cookie ?? '' },
  });

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** A link the call-centre agent sent the demo customer, made through the API as their page makes it. */
async function linkForTheDemoCustomer(): Promise<{ linkId: string; cancel: () => Promise<void> }> {
  const sent = await api('/api/staff/otp/send', {
    method: 'POST',
    body: JSON.stringify({ mobile: CALL_CENTRE_AGENT }),
  });
  const { requestId } = ((await sent.json()) as { data: { requestId: string } }).data;
  const verified = await api('/api/staff/otp/verify', {
    method: 'POST',
    body: JSON.stringify({ mobile: CALL_CENTRE_AGENT, requestId, code: await latestOtp(CALL_CENTRE_AGENT) }),
  });
  const agent = cookiesOf(verified);
  const price = await api(`/api/public/call-centre/plan-price?assetId=${DEMO_DEVICE}&tier=GOLD`, {
    cookie: agent,
  });
  const { priceVersion } = ((await price.json()) as { data: { priceVersion: string } }).data;
  const created = await api('/api/public/call-centre/create-payment-link', {
    method: 'POST',
    cookie: agent,
    body: JSON.stringify({
      purpose: 'plan',
      assetId: DEMO_DEVICE,
      tier: 'GOLD',
      years: 1,
      priceVersion,
      idempotencyKey: `pay-link-journey-${Date.now()}`,
    }),
  });
  expect(created.status).toBe(200);
  const { linkId } = ((await created.json()) as { data: { link: { linkId: string } } }).data.link;
  return {
    linkId,
    cancel: async () => {
      const cancelled = await api(`/api/public/call-centre/payment-links/${linkId}/cancel`, {
        method: 'POST',
        cookie: agent,
        body: '{}',
      });
      expect(cancelled.status).toBe(200);
    },
  };
}

test('a visitor signs in from a payment link and comes back to it; a link that is not there says so', async ({
  page,
}) => {
  await page.goto('/pay/plink_NotSentToAnyone');
  await expect(page).toHaveURL('/login?redirectTo=%2Fpay%2Fplink_NotSentToAnyone');
  await signInOnTheLoginPage(page, VISITOR);

  await expect(page).toHaveURL('/pay/plink_NotSentToAnyone');
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment link' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'We could not find this link' })).toBeVisible();
  await expect(page.getByText(/Open it from the SMS we sent, or ask us to send a new one/)).toBeVisible();
  await expectHeadingsInOrder(page);
  await page.getByRole('main').getByRole('link', { name: 'My devices' }).click();
  await expect(page).toHaveURL('/amc/my-devices');
});

test('a link sent to another number tells whoever opens it to sign in with that number', async ({ page }) => {
  const link = await linkForTheDemoCustomer();
  try {
    await page.goto(`/pay/${link.linkId}`);
    await signInOnTheLoginPage(page, VISITOR);
    await expect(page).toHaveURL(`/pay/${link.linkId}`);
    await expect(page.getByRole('heading', { name: 'This link is for another number' })).toBeVisible();
    await expect(
      page.getByText(
        'This payment link was sent to another customer. Sign in with the number it was sent to.',
      ),
    ).toBeVisible();
    // Whoever holds the right number signs in here, and comes back to the link.
    await page.getByRole('button', { name: 'Sign in with another number' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpay%2F/);
    await signInOnTheLoginPage(page, DEMO_CUSTOMER);
    await expect(page).toHaveURL(/\/ecom\/payment\/[\w-]+$/);
  } finally {
    await link.cancel();
  }
});
