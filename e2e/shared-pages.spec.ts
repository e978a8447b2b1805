import { devices, expect, test, type Page, type Response } from '@playwright/test';
import { OWN_COOKIE_PREFIX } from '@nirmal/domain/names';
import { e2e, signIn } from './system.ts';

// A page rendered for a visitor nobody knows (no cookie) is served again to the next such visitor
// for a while (packages/storefront/server/page-cache.ts); everyone else's pages are rendered anew.

/** Records every Content-Security-Policy violation the page reports. */
async function recordPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  return violations;
}

test('a first-time visitor is served the shared copy of a page, whose scripts still run, allowed by hash', async ({
  page,
}) => {
  const violations = await recordPolicyViolations(page);
  for (const path of ['/', '/c/water-purifiers']) {
    // The first visit renders the page (unless another visitor's already did); a later one is served the copy.
    let response: Response | null = null;
    await expect
      .poll(async () => {
        response = await page.goto(path);
        return response?.headers()['age'];
      })
      .toBeDefined();
    const policy = (response as Response | null)?.headers()['content-security-policy'];
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(policy).not.toContain('nonce-');
    expect(await page.locator('[nonce]').count()).toBe(0);

    // The scripts run: the menu opens, which takes React.
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('a signed-in customer gets pages rendered for them, and their page is never served to anyone else', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await signIn(page, '9000000209');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'My account' })).toBeVisible();

  for (let visit = 0; visit < 2; visit++) {
    const ownPage = await page.goto('/');
    expect(ownPage?.headers()['age']).toBeUndefined();
    expect(ownPage?.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/);
    await expect(banner.getByRole('button', { name: 'My account' })).toBeVisible();

    const stranger = await browser.newPage({ ...devices['Pixel 7'], baseURL: e2e.storefront });
    await stranger.goto('/');
    await expect(stranger.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(stranger.getByRole('banner').getByRole('button', { name: 'My account' })).toHaveCount(0);
    await stranger.close();
  }
});

test("an analytics script's cookie does not cost a visitor the shared page; every cookie the shop sets is its own by name", async ({
  page,
  context,
}) => {
  const { hostname } = new URL(e2e.storefront);
  await context.addCookies([{ name: '_ga', value: 'GA1.1.42.1700000000', domain: hostname, path: '/' }]);
  await expect.poll(async () => (await page.goto('/'))?.headers()['age']).toBeDefined();

  // A guest checks a pincode and fills a cart, then signs in: each sets a cookie of the shop's.
  await page.getByRole('contentinfo').getByRole('link', { name: 'RO + UV Purifiers' }).click();
  await page.getByRole('link', { name: 'Nirmal Aqua RO+UV Water Purifier, White' }).first().click();
  const pincode = page.getByRole('form', { name: 'Check delivery' });
  await pincode.getByRole('textbox', { name: 'Delivery pincode' }).fill('560001');
  await pincode.getByRole('button', { name: 'Check' }).click();
  await expect(pincode.getByRole('status')).toContainText('Delivery to 560001');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const cart = page.getByRole('banner').getByRole('link', { name: /^Cart,/ });
  await expect(cart).toHaveAccessibleName('Cart, 1 item');
  await signIn(page, '9000000210');
  await expect(cart).toHaveAccessibleName('Cart, 1 item');

  const names = (await context.cookies()).map(({ name }) => name).filter((name) => name !== '_ga');
  expect(names).toEqual(
    expect.arrayContaining(['nirmal_pincode', 'nirmal_cart_id', 'nirmal_session', 'nirmal_account_id']),
  );
  expect(names.filter((name) => !name.startsWith(OWN_COOKIE_PREFIX))).toEqual([]);
});
