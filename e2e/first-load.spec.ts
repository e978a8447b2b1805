import { devices, expect, test } from '@playwright/test';
import { javascriptBudgets } from '../packages/storefront/budgets/budgets.ts';
import { scriptsFetchedByNetworkIdle } from '../scripts/first-load-in-chromium.ts';
import { addAddress, toCheckout } from './checkout-steps.ts';
import { e2e, hydrated } from './system.ts';

// The first-load budget as a real phone's Chromium spends it: every script a first-time visitor's
// browser fetches until the network is idle, lazy parts that load at once included (the build
// check, packages/storefront/budgets/check.ts, counts only what the manifest names). The shop's
// pages a visitor opens first; `pnpm bench:first-load` measures every route, signed in too.
const PAGES = [
  '/',
  '/c/water-purifiers',
  '/search?q=purifier',
  '/dp/aqua-ro-uv-water-purifier-white',
  '/ecom/cart',
  '/login',
];
const budgetKb = javascriptBudgets.firstLoadKb;

for (const path of PAGES)
  test(`${path} fetches at most ${budgetKb} KB of JavaScript (gzip) by network idle`, async ({ browser }) => {
    const { files, bytes } = await scriptsFetchedByNetworkIdle(browser, new URL(path, e2e.storefront).href);

    const fetched = files
      .toSorted((a, b) => b.bytes - a.bytes)
      .map(({ file, bytes: size }) => `${(size / 1024).toFixed(1)} KB ${file}`)
      .join('\n');
    expect(files.length, 'the page loads its JavaScript').toBeGreaterThan(0);
    expect(bytes / 1024, `${path} fetched:\n${fetched}`).toBeLessThanOrEqual(budgetKb);
  });

test('checkout with a saved address loads the new-address form when the customer opens it, and the form works then', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  // The first address: with none saved the form is open, its code loaded with the page.
  await toCheckout(page, '9000000261');
  await addAddress(page);

  // A first visit with an address saved (an empty cache): the form is folded and its code waits.
  const visit = await browser.newContext({ ...devices['Pixel 7'], baseURL: e2e.storefront });
  await visit.addCookies(await page.context().cookies());
  const checkout = await visit.newPage();
  const formCode: string[] = [];
  checkout.on('request', (request) => {
    if (/\/NewAddress-[\w-]+\.js$/.test(request.url())) formCode.push(request.url());
  });
  await checkout.goto('/ecom/checkout', { waitUntil: 'networkidle' });
  await hydrated(checkout);
  expect(formCode, 'the new-address form is not loaded with the page').toEqual([]);

  const opened = checkout.waitForResponse((response) => /\/NewAddress-[\w-]+\.js$/.test(response.url()));
  await checkout.getByText('Add a new address').click();
  await opened;
  const form = checkout.getByRole('form', { name: 'New delivery address' });
  await checkout.getByLabel('Receiver’s name').fill('Ravi Kumar');
  await form.getByLabel('House / flat number').fill('4, Lake View Apartments');
  await form.getByLabel('Street, area and landmark').fill('MG Road');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State').selectOption('Karnataka');
  await form.getByLabel('Pincode').fill('560001');
  await form.getByRole('button', { name: 'Deliver to this address' }).click();
  await expect(checkout.getByRole('radio', { name: /Ravi Kumar/ })).toBeChecked();
  await visit.close();
});
