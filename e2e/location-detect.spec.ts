import { expect, test } from '@playwright/test';
import { hydrated } from './system.ts';

// Where a visitor is, as the edge's geo-IP puts it in the x-user-* headers of every request.
const IN_PUNE = { 'x-user-city': 'Pune', 'x-user-lat': '18.5204', 'x-user-long': '73.8567' };

test.use({ extraHTTPHeaders: IN_PUNE });

test('after the page is painted the detected location replaces a different one kept in the browser', async ({
  page,
}) => {
  // Kept from an earlier visit, somewhere else.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('nirmal.location', 'Delhi:28.6139:77.209');
      sessionStorage.setItem('seeded', 'yes');
    }
  });
  const asked: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/public/location') asked.push(response.status());
  });

  await page.goto('/stores');
  await hydrated(page);

  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('nirmal.location')))
    .toBe('Pune:18.5204:73.8567');
  expect(asked).toEqual([200]);
});
