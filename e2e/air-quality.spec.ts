import { expect, test } from '@playwright/test';
import { e2e } from './system.ts';

test('a visitor whose city is known reads its air quality above the footer, and can dismiss it', async ({
  page,
}) => {
  // The CDN in front of the storefront names the visitor's city in these headers.
  await page.setExtraHTTPHeaders({
    'x-user-city': 'Delhi',
    'x-user-lat': '28.6139',
    'x-user-long': '77.209',
  });
  await page.goto('/');
  const bar = page.getByRole('region', { name: 'Air quality' });
  await expect(bar).toContainText(/AQI \d+/);
  await expect(bar).toContainText('in Delhi');

  await bar.getByRole('button', { name: 'Dismiss air quality' }).click();
  await expect(bar).toBeHidden();
});

test('no air-quality bar where the city is unknown, or in the app’s webview', async ({ page, context }) => {
  const bar = page.getByRole('region', { name: 'Air quality' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);

  await context.addCookies([{ name: 'nirmal_client', value: 'flutter', url: e2e.storefront }]);
  await page.setExtraHTTPHeaders({ 'x-user-city': 'Delhi' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(bar).toHaveCount(0);
});
