import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { PROMO_OFFER_SEEN_KEY } from '@nirmal/domain/names';
import { e2e, hydrated, payInSandbox, signIn } from './system.ts';

// A first-time visitor: nothing answered yet. The home page's promo offer is seen already, so it
// covers nothing they click.
const firstVisit = {
  cookies: [],
  origins: [{ origin: e2e.storefront, localStorage: [{ name: PROMO_OFFER_SEEN_KEY, value: 'seen' }] }],
};
test.use({ storageState: firstVisit });

interface DataLayerEntry {
  event: string;
  page_type?: string;
  [field: string]: unknown;
}

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as { dataLayer?: DataLayerEntry[] }).dataLayer ?? null);

const eventsNamed = async (page: Page, name: string) =>
  ((await dataLayer(page)) ?? []).filter((entry) => entry.event === name);

/** What the engagement tracker's stand-in was told, each call as [name, ...arguments]; null before it loads. */
const trackerCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { webengage?: { __calls?: unknown[][] } }).webengage?.__calls ?? null,
  );

/** The names of the events sent to the engagement tracker. */
const trackedNames = async (page: Page) =>
  ((await trackerCalls(page)) ?? []).filter(([name]) => name === 'track').map(([, event]) => event);

/** A visitor who agreed to analytics before. */
const agreeToAnalytics = (context: BrowserContext) =>
  context.addCookies([{ name: 'nirmal_consent', value: 'granted', url: e2e.storefront }]);

const ENGAGEMENT_SCRIPT = '**/engagement/webengage.js';

test('nothing is measured until the visitor agrees; then every page they open is a page view of its type', async ({
  page,
}) => {
  const analyticsRequests: string[] = [];
  page.on('request', (request) => {
    if (/Measurement|PageViews|data-layer|engagement/.test(request.url()))
      analyticsRequests.push(request.url());
  });
  await page.goto('/');
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Your privacy' });
  await expect(banner).toBeVisible();
  expect(await dataLayer(page)).toBeNull();
  expect(analyticsRequests).toEqual([]);
  expect(await page.evaluate(() => 'webengage' in window)).toBe(false);

  await banner.getByRole('button', { name: 'Accept analytics' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  // The focus goes on to the page, so the next Tab goes on from there.
  await expect(page.getByRole('main')).toBeFocused();
  await expect
    .poll(() => dataLayer(page))
    .toEqual([{ event: 'page_view', page_type: 'home', page_path: '/' }]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Find a Store', exact: true }).click();
  await page.getByRole('link', { name: 'Nirmal Store, Lajpat Nagar' }).click();
  await expect(page).toHaveURL('/s/3');
  await page.getByRole('region', { name: 'Devices on display' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dp\//);
  await expect
    .poll(async () =>
      (await dataLayer(page))?.filter((event) => event.event === 'page_view').map((event) => event.page_type),
    )
    .toEqual(['home', 'other', 'store', 'product detail']);
  const viewed = (await dataLayer(page))?.find((event) => event.event === 'product_viewed');
  expect(viewed).toMatchObject({
    currency: 'INR',
    value: expect.any(Number),
    product_name: expect.any(String),
  });
  // Direct events to the engagement tracker carry the direct_ prefix (§9), the first page's too.
  await expect
    .poll(async () => (await trackedNames(page)).sort())
    .toEqual([...Array<string>(4).fill('direct_page_view'), 'direct_product_viewed']);

  // A returning visitor is not asked again.
  await page.reload();
  await hydrated(page);
  await expect(banner).toHaveCount(0);
});

test('the question is part of the page the server sends (never painted late over it), and answers without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await page.goto('/login?redirectTo=%2Fecom%2Fcart');
  const banner = page.getByRole('region', { name: 'Your privacy' });
  await expect(banner).toBeVisible();
  // Before the JavaScript arrives the answer posts, is kept, and the page comes back without it.
  await banner.getByRole('button', { name: 'Only necessary' }).click();
  await expect(page).toHaveURL('/login?redirectTo=%2Fecom%2Fcart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === 'nirmal_consent')?.value).toBe('denied');
  await context.close();
});

test('a visitor who declines is not asked again and sends nothing', async ({ page }) => {
  await page.goto('/blog');
  await hydrated(page);
  await page
    .getByRole('region', { name: 'Your privacy' })
    .getByRole('button', { name: 'Only necessary' })
    .click();
  await page.getByRole('main').getByRole('link', { name: 'Air', exact: true }).click();
  await expect(page).toHaveURL('/blog/category/air');
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0);
  expect(await dataLayer(page)).toBeNull();
});

test('the engagement script loads after the first paint, is told the key and the signed-in customer, and sets the saved source once', async ({
  page,
  context,
}) => {
  await agreeToAnalytics(context);
  // A visitor arriving from a newsletter, who then signs in as the demo customer.
  await page.goto('/?utm_source=newsletter');
  await hydrated(page);
  await expect.poll(() => trackerCalls(page)).not.toBeNull();
  expect(await trackerCalls(page)).toEqual(
    expect.arrayContaining([
      ['init', 'nirmal-demo'],
      ['user.setAttribute', 'source', 'web_newsletter'],
    ]),
  );
  expect(await page.evaluate(() => localStorage.getItem('nirmal.engagementSource'))).toBeNull();

  await signIn(page, '9000000001');
  await expect.poll(() => trackerCalls(page)).toContainEqual(['user.login', 'we-1000001']);

  // A signed-in customer's next page (signing in kept the campaign's address, which a reload would
  // land on again): logged in from the start, the source not set again, and the script fetched
  // only after the first paint.
  await page.goto('/');
  await hydrated(page);
  await expect.poll(() => trackerCalls(page)).toContainEqual(['user.login', 'we-1000001']);
  const calls = (await trackerCalls(page)) ?? [];
  expect(calls.filter(([name]) => name === 'user.setAttribute')).toEqual([]);
  const timing = await page.evaluate(() => {
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const script = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.endsWith('/engagement/webengage.js')) as PerformanceResourceTiming;
    return { firstPaint, requested: script.startTime, loaded: script.responseEnd };
  });
  expect(timing.requested).toBeGreaterThan(timing.firstPaint);
  console.log(
    `engagement script: first contentful paint ${Math.round(timing.firstPaint)} ms, script requested ` +
      `${Math.round(timing.requested - timing.firstPaint)} ms and loaded ` +
      `${Math.round(timing.loaded - timing.firstPaint)} ms after it`,
  );

  // Signing out logs the customer out of the tracker too.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(() => trackerCalls(page)).toContainEqual(['user.logout']);
});

test('an engagement script that is blocked changes nothing a customer sees', async ({ browser }) => {
  test.setTimeout(60_000);
  const seen = async (blocked: boolean) => {
    const context = await browser.newContext({ storageState: firstVisit });
    await agreeToAnalytics(context);
    const visitor = await context.newPage();
    const errors: string[] = [];
    visitor.on('pageerror', (error) => errors.push(error.message));
    if (blocked) await visitor.route(ENGAGEMENT_SCRIPT, (route) => route.abort('blockedbyclient'));
    const isScript = (request: Request) => request.url().endsWith('/engagement/webengage.js');
    const scriptAnswered = blocked
      ? visitor.waitForEvent('requestfailed', isScript)
      : visitor.waitForEvent('requestfinished', isScript);
    await visitor.goto('/');
    await hydrated(visitor);
    await scriptAnswered;
    const main = await visitor.getByRole('main').innerText();
    // Still measured, and still a working page: on to a category by a click.
    await expect.poll(async () => (await eventsNamed(visitor, 'page_view')).length).toBe(1);
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'RO + UV Purifiers' }).click();
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(async () => (await eventsNamed(visitor, 'page_view')).map((view) => view.page_type))
      .toEqual(['home', 'sub-category']);
    await context.close();
    return { main, errors };
  };
  const normal = await seen(false);
  const blocked = await seen(true);
  expect(blocked.errors).toEqual([]);
  expect(blocked.main).toBe(normal.main);
});

test('added to cart, then a purchase paid in the sandbox with its value, sent once however often its page is shown', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await agreeToAnalytics(context);
  await page.goto('/');
  await hydrated(page);
  await signIn(page, '9000000161');
  await page.getByRole('contentinfo').getByRole('link', { name: 'RO + UV Purifiers' }).click();
  await page.getByRole('link', { name: 'Nirmal Aqua RO+UV Water Purifier, White' }).first().click();
  await expect(page).toHaveURL(/\/dp\//);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Go to cart' })).toBeVisible();
  await expect
    .poll(() => eventsNamed(page, 'added_to_cart'))
    .toEqual([expect.objectContaining({ quantity: 1, value: expect.any(Number), currency: 'INR' })]);
  const [added] = await eventsNamed(page, 'added_to_cart');

  await page.getByRole('link', { name: 'Go to cart' }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/ecom/checkout');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'New delivery address' });
  await page.getByLabel('Receiver’s name').fill('Meera Iyer');
  await form.getByLabel('House / flat number').fill('4, Palm Grove');
  await form.getByLabel('Street, area and landmark').fill('Residency Road');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State').selectOption('Karnataka');
  await form.getByLabel('Pincode').fill('560001');
  await form.getByRole('button', { name: 'Deliver to this address' }).click();
  await expect(page.getByRole('radio', { name: /Meera Iyer/ })).toBeChecked();
  await expect.poll(() => eventsNamed(page, 'checkout_started')).toHaveLength(1);
  await page.getByRole('button', { name: /^Proceed to pay ₹/ }).click();
  const orderId = await payInSandbox(page, 'PayU');

  await expect
    .poll(() => eventsNamed(page, 'purchase'))
    .toEqual([
      expect.objectContaining({ transaction_id: orderId, currency: 'INR', value: expect.any(Number) }),
    ]);
  const [purchase] = await eventsNamed(page, 'purchase');
  // Its value is the amount the page says was paid (the product, and delivery when it is charged).
  const amountPaid = await page.getByRole('definition').nth(1).innerText();
  const paid = Number(amountPaid.replace(/[^\d.]/g, ''));
  expect(purchase?.value).toBe(paid);
  expect(purchase?.value).toBeGreaterThanOrEqual(added?.value as number);
  await expect.poll(() => trackedNames(page)).toContain('direct_purchase');

  // Shown again, the page sends no second purchase.
  await page.reload();
  await hydrated(page);
  // By the time the tracker's script has come (after the browser went idle), the page has sent all it would.
  await expect.poll(() => trackedNames(page)).toContain('direct_page_view');
  expect(await eventsNamed(page, 'page_view')).toHaveLength(1);
  expect(await eventsNamed(page, 'purchase')).toEqual([]);
});
