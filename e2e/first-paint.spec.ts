import { expect, test } from '@playwright/test';

// The page's JavaScript waits for its first frame (or, if that comes later, the end of parsing), so
// on a phone the document has the connection until the customer sees the page.
test('a page asks for no JavaScript until it has painted or been parsed, then hydrates', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toContain('type="module"');

  await page.goto('/');
  await expect(page.locator('head link[rel="modulepreload"]').first()).toBeAttached();
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    const firstPaint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    return {
      paintedOrParsed: Math.min(firstPaint, navigation?.domInteractive ?? Number.NaN),
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });
  expect(timing.paintedOrParsed).toBeLessThanOrEqual(timing.firstScript);

  // Hydrated: the menu button works.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});
