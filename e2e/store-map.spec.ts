import { expect, test } from '@playwright/test';
import { hydrated } from './system.ts';

test('a city served leads to its stores, and a store page draws its map when asked, from our own basemap', async ({
  page,
}) => {
  const hostsAsked = new Set<string>();
  page.on('request', (request) => hostsAsked.add(new URL(request.url()).host));
  await page.goto('/stores');
  await hydrated(page);
  const cities = page.getByRole('navigation', { name: 'Cities we serve' });
  await expect(cities.getByRole('link')).toHaveCount(8);

  await cities.getByRole('link', { name: 'Delhi' }).click();
  await expect(page).toHaveURL('/stores?near=Delhi');
  await expect(page.getByRole('main').getByText('Stores near Delhi', { exact: true })).toBeVisible();
  await expect(cities.getByRole('link', { name: 'Delhi' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: 'Nirmal Store, Lajpat Nagar' }).click();
  await expect(page).toHaveURL('/s/3');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const mapCode = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => /leaflet/i.test(entry.name)),
    );
  expect(await mapCode()).toBe(false);

  const above = await page.getByRole('heading', { level: 1 }).boundingBox();
  await page.getByRole('button', { name: 'Show map' }).click();
  const map = page.getByRole('region', { name: 'Map of Nirmal Store, Lajpat Nagar' });
  await expect(map).toBeVisible();
  await expect(map.getByText('Nirmal Store, Lajpat Nagar', { exact: true })).toBeVisible();
  expect(await mapCode()).toBe(true);
  // The map opens where the button was: nothing above it moves.
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(above);
  expect([...hostsAsked]).toEqual([new URL(page.url()).host]);
});
