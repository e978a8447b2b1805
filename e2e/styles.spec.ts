import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './system.ts';

// The storefront bundles the design system's source. Its server renders a page in one bundle; the
// browser loads the same components later, in route chunks, in another order. Class names that
// depended on that order would differ between the two, and the hydrated page would carry class
// names the browser's styles do not know.

/** Every element's class list inside the page's main landmark, in document order. */
const classesInMain = (page: Page) =>
  page
    .getByRole('main')
    .evaluate((main) =>
      [main, ...main.querySelectorAll('[class]')].map((element) => element.getAttribute('class') ?? ''),
    );

test('the server and the browser give the design system’s parts the same class names', async ({
  page,
  browser,
}) => {
  const serverOnly = await browser.newContext({ javaScriptEnabled: false });
  const serverPage = await serverOnly.newPage();
  await serverPage.goto('/login');
  const serverClasses = await classesInMain(serverPage);
  await serverOnly.close();
  expect(serverClasses.join(' ')).toMatch(/\bnirmal-TextField__\w+/);
  expect(serverClasses.join(' '), 'no order-dependent styled-components ids').not.toMatch(/\bsc-/);

  // The browser renders /login itself: a client-side navigation from the home page.
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('main').getByRole('link', { name: 'Sign in to see your devices' }).click();
  await expect(page.getByLabel(/mobile number/i)).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window), 'navigated without a reload').toBe(true);

  expect(await classesInMain(page)).toEqual(serverClasses);
});

test('the browser keeps the server’s styles as they are and adds only what it renders itself', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const clientRules = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-styled="active"]')].reduce(
        (count, style) => count + (style.sheet?.cssRules.length ?? 0),
        0,
      ),
    );
  // Rehydrating, styled-components would have moved every rule into a sheet of its own.
  await expect(page.locator('style[data-nirmal-server-styles]')).toHaveCount(1);
  const rulesBefore = await clientRules();

  // The menu is rendered only in the browser: its styles arrive with it, after the server's.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Water Purifiers' })).toBeVisible();
  expect(await clientRules()).toBeGreaterThan(rulesBefore);
  await expect(menu).toHaveCSS('position', 'fixed');
});
