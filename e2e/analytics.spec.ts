import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './system.ts';

// A first-time visitor: nothing answered yet.
test.use({ storageState: { cookies: [], origins: [] } });

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as { dataLayer?: { event: string; page_type?: string }[] }).dataLayer ?? null);

test('nothing is measured until the visitor agrees; then every page they open is a page view of its type', async ({
  page,
}) => {
  // The engagement tracker's browser API, as its script leaves it, recording what it is sent.
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { webengage: { calls, track: (name: string) => calls.push(name) } });
  });
  const trackerCalls = () =>
    page.evaluate(() => (window as unknown as { webengage: { calls: string[] } }).webengage.calls);
  const analyticsRequests: string[] = [];
  page.on('request', (request) => {
    if (/PageViews|data-layer/.test(request.url())) analyticsRequests.push(request.url());
  });
  await page.goto('/');
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Your privacy' });
  await expect(banner).toBeVisible();
  expect(await dataLayer(page)).toBeNull();
  expect(analyticsRequests).toEqual([]);
  expect(await trackerCalls()).toEqual([]);

  await banner.getByRole('button', { name: 'Accept analytics' }).click();
  await expect(banner).toBeHidden();
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
  // Direct events to the engagement tracker carry the direct_ prefix (§9).
  expect(await trackerCalls()).toEqual(expect.arrayContaining(['direct_page_view', 'direct_product_viewed']));
  expect((await trackerCalls()).every((name) => name.startsWith('direct_'))).toBe(true);

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
