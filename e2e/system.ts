import { expect, type Page } from '@playwright/test';

// Where the journeys find the system they test: ports of their own, so a running `pnpm start`
// on the default ports does not get in the way. NIRMAL_E2E_PORT_OFFSET shifts them all, so two
// checkouts can run their journeys at once on one machine.
const offset = Number(process.env.NIRMAL_E2E_PORT_OFFSET ?? 0);
const ports = {
  storefront: 3100 + offset,
  api: 4100 + offset,
  storybook: 6106 + offset,
  storefrontWithoutContent: 3101 + offset,
  storefrontWithoutApi: 3102 + offset,
};

export const e2e = {
  ports,
  storefront: `http://localhost:${ports.storefront}`,
  storefrontWithoutContent: `http://localhost:${ports.storefrontWithoutContent}`,
  storefrontWithoutApi: `http://localhost:${ports.storefrontWithoutApi}`,
  api: `http://localhost:${ports.api}`,
  storybook: `http://localhost:${ports.storybook}`,
};

/** The latest OTP the development SMS sender delivered to a number (read from its outbox). */
export async function latestOtp(mobile: string): Promise<string> {
  const response = await fetch(`${e2e.api}/api/dev/otp-outbox?mobile=${mobile}`);
  if (!response.ok) throw new Error(`No OTP in the outbox for ${mobile}: ${response.status}`);
  const { data } = (await response.json()) as { data: { otp: string } };
  return data.otp;
}

/** The latest text (not a code) the development SMS sender delivered to a number. */
export async function latestSms(mobile: string): Promise<string> {
  const response = await fetch(`${e2e.api}/api/dev/sms-outbox?mobile=${mobile}`);
  if (!response.ok) throw new Error(`No text in the outbox for ${mobile}: ${response.status}`);
  const { data } = (await response.json()) as { data: { text: string } };
  return data.text;
}

/** The latest code the development email sender delivered to an address (read from its outbox). */
export async function latestEmailCode(email: string): Promise<string> {
  const response = await fetch(`${e2e.api}/api/dev/email-outbox?email=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`No email in the outbox for ${email}: ${response.status}`);
  const { data } = (await response.json()) as { data: { otp: string } };
  return data.otp;
}

/** Waits for React to take over the page, for the controls that only work with the JavaScript. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );
}

/**
 * Nothing on the page makes a phone scroll sideways. Compared with the page's visible width, not
 * window.innerWidth: an emulated phone widens its layout viewport to whatever overflows, so
 * innerWidth grows with the page and hides the overflow.
 */
/**
 * The routes whose data each of the page's data requests (React Router's `<path>.data`) asked the
 * server for, from now on: `all` when a request named none, which loads every route of the page.
 */
export function routesLoaded(page: Page): string[][] {
  const loaded: string[][] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('.data')) return;
    const routes = url.searchParams.get('_routes');
    loaded.push(routes === null ? ['all'] : routes.split(','));
  });
  return loaded;
}

export async function expectNoSidewaysScroll(page: Page) {
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `the page is ${sideways} px wider than the screen`).toBeLessThanOrEqual(0);
}

/** Signs in from the header's "Sign in" button, in the login modal. */
export async function signIn(page: Page, mobile: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const modal = page.getByRole('dialog', { name: 'Sign in' });
  await modal.getByLabel(/mobile number/i).fill(mobile);
  await modal.getByRole('button', { name: /send otp/i }).click();
  await expect(modal.getByLabel(/digit 1 of/i)).toBeVisible();
  await modal.getByLabel(/digit 1 of/i).pressSequentially(await latestOtp(mobile));
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(modal).toBeHidden();
}

/**
 * The page's outline goes down one heading level at a time (axe's heading-order, which Lighthouse
 * counts): after an h1, an h3 leaves someone listening with a screen reader looking for the missing h2.
 */
export async function expectHeadingsInOrder(page: Page) {
  const headings = await page.getByRole('heading').evaluateAll((elements) =>
    elements.map((element) => ({
      level: Number(element.getAttribute('aria-level') ?? element.tagName.slice(1)),
      text: element.textContent?.trim() ?? '',
    })),
  );
  const skips = headings.flatMap((heading, index) => {
    const previous = headings[index - 1];
    return previous && heading.level > previous.level + 1
      ? [`h${previous.level} "${previous.text}" → h${heading.level} "${heading.text}"`]
      : [];
  });
  expect(skips).toEqual([]);
}

/** From the plan order history, cancels a plan order by the plan's terms, with a reason. */
export async function cancelPlanOrder(page: Page, orderId: string) {
  const card = page.getByRole('article', { name: `Order ${orderId}` });
  await card.getByRole('link', { name: 'View order details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
  await hydrated(page);
  await page
    .getByLabel('Why are you cancelling?')
    .selectOption({ label: 'I chose the wrong plan or duration' });
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Yes, cancel order' })
    .click();
  await expect(page.getByText('Your order is cancelled')).toBeVisible();
}

/** Pays the order on its payment page through a provider's sandbox, successfully; answers the order's id. */
export async function payInSandbox(page: Page, provider: 'Razorpay' | 'PayU'): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your order' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('radio', { name: provider }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${provider} sandbox` })).toBeVisible();
  await page.getByRole('radio', { name: 'Success' }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/payment\/success\/\?orderId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  return new URL(page.url()).searchParams.get('orderId') ?? '';
}

/**
 * Turns commerce-api's development fault switches on or off (payments: slow, down; content:
 * error, hang; refunds: fail; none for off), as docs/operating.md describes them.
 */
export async function setFaults(page: Page, switches: Record<string, string | number>) {
  const answer = await page.request.post(`${e2e.api}/api/dev/faults`, {
    headers: { 'x-client-type': 'web' },
    data: switches,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}
