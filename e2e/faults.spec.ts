import { expect, test } from '@playwright/test';
import { fakeService, startStorefront } from './storefront-process.ts';
import { setFaults, signIn } from './system.ts';

// The storefront's production server started against a commerce-api (and content service) that is
// stopped, hangs, or answers 500 to everything: what a person sees on the main pages.

/** Short, so that the hanging case takes seconds; production's default is 5 s. */
const API_TIMEOUT_MS = 3_000;

const faults = {
  /** Nothing listens there (the discard port): every call is refused at once. */
  stopped: async () => ({ url: 'http://127.0.0.1:9', close: async () => {} }),
  /** Takes every connection and never answers. */
  hangs: () => fakeService(() => {}),
  'answers 500': () =>
    fakeService((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"message":"Something went wrong","code":"INTERNAL"}');
    }),
} satisfies Record<string, () => Promise<{ url: string; close: () => Promise<void> }>>;

/** The built storefront against `apiBase`, giving each call up after API_TIMEOUT_MS. */
const storefrontAgainst = (apiBase: string) =>
  startStorefront(apiBase, { API_TIMEOUT_MS: String(API_TIMEOUT_MS) });

for (const [fault, start] of Object.entries(faults)) {
  test.describe(`with commerce-api that ${fault}`, () => {
    let api: Awaited<ReturnType<typeof start>>;
    let storefront: Awaited<ReturnType<typeof storefrontAgainst>>;
    test.beforeAll(async () => {
      api = await start();
      storefront = await storefrontAgainst(api.url);
    });
    test.afterAll(async () => {
      await storefront.stop();
      await api.close();
    });

    test('pages keep their shell and say what is missing, within the timeout', async ({ page }) => {
      test.setTimeout(60_000);
      const started = performance.now();
      for (const path of ['/', '/c/water-purifiers', '/search?q=purifier']) {
        const response = await page.goto(`${storefront.url}${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
        await expect(page.getByRole('main')).toBeVisible();
      }
      const problem = page.getByRole('main').getByRole('alert');
      await expect(problem).toContainText('Products could not be loaded');
      await expect(problem.getByRole('link', { name: 'Try again' })).toBeVisible();

      // A product page needs the API: the error page of §8, inside the site's frame. Answered 503
      // with Retry-After when the API is away (a crawler keeps the page), 500 when it is broken.
      const product = await page.goto(`${storefront.url}/dp/aqua-ro`);
      expect(product?.status()).toBe(fault === 'answers 500' ? 500 : 503);
      expect(product?.headers()['retry-after']).toBe(fault === 'answers 500' ? undefined : '5');
      await expect(page.getByText('Oops! Something went wrong. Please try again later.')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();

      // Sign-in needs nothing loaded: its form is there.
      await page.goto(`${storefront.url}/login`);
      await expect(page.getByLabel(/mobile number/i)).toBeVisible();

      // Never a hang: every call gave up within the timeout, and a service that is down or hangs
      // is not waited for at all once its circuit has opened.
      expect(performance.now() - started).toBeLessThan(8 * API_TIMEOUT_MS);
      const again = performance.now();
      await page.goto(`${storefront.url}/c/air-purifiers`);
      await expect(page.getByRole('main').getByRole('alert')).toContainText('Products could not be loaded');
      expect(performance.now() - again).toBeLessThan(API_TIMEOUT_MS);
    });
  });
}

// The system as `pnpm start` runs it, with commerce-api's development fault switches: the content
// service it plays answers 500, then hangs, while the API keeps working.
test.describe('with the content service of the running system failing', () => {
  test('answering 500, then hanging: pages keep their shell and their products', async ({ page }) => {
    test.setTimeout(60_000);
    // Signed in, so each page is rendered for this visitor rather than shared from before the fault.
    await page.goto('/');
    await signIn(page, '9000000232');
    try {
      for (const content of ['error', 'hang']) {
        await setFaults(page, { content });
        const started = performance.now();
        const response = await page.goto('/c/water-purifiers');
        expect(response?.status(), content).toBe(200);
        await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
        await expect(
          page
            .getByRole('main')
            .getByRole('link', { name: /Purifier/ })
            .first(),
        ).toBeVisible();
        console.log(`content ${content}: category page in ${Math.round(performance.now() - started)} ms`);
      }
    } finally {
      await setFaults(page, { content: 'none' });
    }
  });
});
