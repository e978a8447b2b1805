import { expect, test } from '@playwright/test';
import { hydrated } from './system.ts';

declare global {
  interface Window {
    firstContentFrame?: number;
    serverElements?: Element[];
  }
}

// The page's JavaScript waits for its first frame (or, if that comes later, the end of parsing), so
// on a phone the document has the connection until the customer sees the page.
test('a page asks for no JavaScript until it has painted or been parsed, then hydrates', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toContain('type="module"');

  // When the first frame that has the page's content in it is being rendered. The `first-paint`
  // entry cannot serve: Chromium stamps it with the time the frame reached the screen, which can
  // be tens of milliseconds after the frame was rendered and a task queued after it has run.
  await page.addInitScript(() => {
    const onFrame = () => {
      if (document.body?.firstElementChild) window.firstContentFrame = performance.now();
      else requestAnimationFrame(onFrame);
    };
    requestAnimationFrame(onFrame);
  });
  await page.goto('/');
  await expect(page.locator('head link[rel="modulepreload"]').first()).toBeAttached();
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    return {
      renderedOrParsed: Math.min(
        window.firstContentFrame ?? Number.POSITIVE_INFINITY,
        navigation?.domInteractive ?? Number.NaN,
      ),
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });
  expect(timing.renderedOrParsed).toBeLessThanOrEqual(timing.firstScript);

  // Hydrated: the menu button works.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

// The page's modules run in turns (app/ssr/evaluation-turns.ts), each a module script of its own,
// so the `load` event waits for every one, as it did for the single module script: the route
// modules are evaluated by the time a page opened by a click or an address has loaded.
test('the page has evaluated its route modules by the time it has loaded', async ({ page }) => {
  for (const path of ['/', '/dp/aqua-ro-uv-water-purifier-white']) {
    await page.goto(path);
    const routes = await page.evaluate(() =>
      Object.keys((window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {}),
    );
    expect(routes, path).toEqual(expect.arrayContaining(['root']));
    expect(routes.length, path).toBeGreaterThan(1);
  }
});

// Hydration adopts the server's page as it is: an element rendered differently in the browser
// (a date, a number in another locale, something read from storage) makes React throw the server's
// subtree away and build it again while the customer looks at it.
test('hydrating keeps every element the server rendered', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        window.serverElements = [...document.body.querySelectorAll('*:not(script, template, link, style)')];
    });
  });
  for (const path of ['/', '/search?q=purifier', '/dp/aqua-ro-uv-water-purifier-white']) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const replaced = await page.evaluate(() =>
      (window.serverElements ?? [])
        // React's streamed data arrives in hidden holders it empties and removes.
        .filter((element) => !element.isConnected && !element.id.startsWith('S:'))
        .map((element) => element.outerHTML.slice(0, 120)),
    );
    expect(replaced, path).toEqual([]);
  }
});

// The header's decorative icons are lazy: on a phone, where their row is hidden, they are never
// fetched and the product images have the connection; on a desktop they still show.
test("a phone downloads none of the header's hidden icons; a desktop shows them", async ({ page }) => {
  const icons: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/cms/uploads/icons/')) icons.push(request.url());
  });
  await page.goto('/c/water-purifiers');
  await page.waitForLoadState('networkidle');
  expect(icons).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  const icon = page.getByRole('banner').locator('img[src^="/cms/uploads/icons/"]').first();
  await expect(icon).toBeVisible();
  await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
