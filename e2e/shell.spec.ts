import { expect, test } from '@playwright/test';
import { e2e } from './system.ts';

test('the home page renders with the header and footer from content', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toBeTruthy();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Facebook' })).toBeVisible();

  // On a phone the header's navigation lives in the hamburger menu.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Water Purifiers' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('a page still renders when the header and footer content calls fail', async ({ page }) => {
  const response = await page.goto(`${e2e.storefrontWithoutContent}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main')).toBeVisible();
  // Without its content document, home has a plain heading and no offers, and goes on with the rest.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nirmal');
  await expect(page.getByRole('region', { name: 'Offers' })).toHaveCount(0);
  await page.goto(`${e2e.storefrontWithoutContent}/login`);
  await expect(page.getByLabel(/mobile number/i)).toBeVisible();
});

test('an unknown address shows the not-found page inside the site frame, with ways on', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByText('Oops! We cannot seem to get you to the page you are looking for.'),
  ).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Nirmal');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Facebook' })).toBeVisible();
  const browse = page.getByRole('navigation', { name: 'Browse our products' });
  await expect(browse.getByRole('link', { name: 'Air Purifiers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to home page' })).toBeVisible();
});

test('a category of the menu leads to its listing, and an unknown category to the not-found page and the way home', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Water Purifiers' }).click();
  await expect(page).toHaveURL('/c/water-purifiers');
  await expect(page.getByRole('heading', { name: 'Water purifiers', level: 1 })).toBeVisible();

  const response = await page.goto('/c/toasters');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Nirmal');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Go to home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clean water and clean air, looked after');
});

test('the WhatsApp button opens a chat saying Hi, and stays away from sign-in and the app webview', async ({
  page,
  context,
}) => {
  const whatsApp = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  await page.goto('/');
  await expect(whatsApp).toHaveAttribute('href', 'https://wa.me/918069151515?text=Hi');

  await page.goto('/login');
  await expect(page.getByLabel(/mobile number/i)).toBeVisible();
  await expect(whatsApp).toHaveCount(0);

  // The mobile app's webview marks itself with a cookie and has its own help buttons.
  await context.addCookies([{ name: 'nirmal_client', value: 'flutter', url: e2e.storefront }]);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(whatsApp).toHaveCount(0);
});

test('customer care is a tap away: the helpline in the menu and the footer on a phone, in the header on a desktop', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const call = 'Call 1800 123 4567';
  await expect(
    footer.getByRole('region', { name: 'Need help?' }).getByRole('link', { name: call }),
  ).toHaveAttribute('href', 'tel:18001234567');
  await expect(footer.getByRole('list', { name: 'We accept' })).toContainText('UPI');
  // On a phone the header has no room for it: the menu has it.
  await expect(page.getByRole('banner').getByRole('link', { name: call })).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: call })).toHaveAttribute(
    'href',
    'tel:18001234567',
  );

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: call })).toBeVisible();
});
