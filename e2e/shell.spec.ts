import { expect, test } from '@playwright/test';
import { e2e } from './system.ts';

test('the home page renders with the header and footer from content', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('banner').getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(response?.headers()['content-security-policy']).toBeTruthy();
});

test('a page still renders when the header and footer content calls fail', async ({ page }) => {
  const response = await page.goto(`${e2e.storefrontWithoutContent}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto(`${e2e.storefrontWithoutContent}/login`);
  await expect(page.getByLabel(/mobile number/i)).toBeVisible();
});

test('an unknown address shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByText('Oops! We cannot seem to get you to the page you are looking for.'),
  ).toBeVisible();
});
