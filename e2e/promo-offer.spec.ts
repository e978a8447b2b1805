import { expect, test } from '@playwright/test';
import { ANALYTICS_CONSENT_COOKIE } from '@nirmal/domain/names';
import { e2e, hydrated } from './system.ts';

// A visitor who answered the analytics question but has not seen the home page's offer.
test.use({
  storageState: {
    cookies: [
      {
        name: ANALYTICS_CONSENT_COOKIE,
        value: 'denied',
        domain: new URL(e2e.storefront).hostname,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax',
      },
    ],
    origins: [],
  },
});

const OFFER = 'Up to ₹3,000 off with exchange';

test('the home page offers its promotion once, after the page is painted; Escape closes it', async ({
  page,
}) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const offer = page.getByRole('dialog', { name: OFFER });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('whatever its brand');
  // Focus is held in the dialog while it is open.
  await page.keyboard.press('Tab');
  await expect(offer.locator(':focus')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(offer).toBeHidden();

  await page.reload();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(offer).toHaveCount(0);
});

test('it is not shown over the sign-in a visitor opened first, and waits for their next visit', async ({
  page,
}) => {
  // The browser's idle moment comes when the test says.
  await page.addInitScript(() => {
    const idle = window as unknown as { runIdle: () => void };
    const waiting: (() => void)[] = [];
    window.requestIdleCallback = (work) => waiting.push(() => work({} as IdleDeadline));
    idle.runIdle = () => waiting.splice(0).forEach((work) => work());
  });
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: /Sign in/ });
  await expect(signIn).toBeVisible();
  await page.evaluate(() => (window as unknown as { runIdle: () => void }).runIdle());
  await expect(page.getByRole('dialog', { name: OFFER })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(signIn).toBeHidden();

  await page.reload();
  await hydrated(page);
  await page.evaluate(() => (window as unknown as { runIdle: () => void }).runIdle());
  await expect(page.getByRole('dialog', { name: OFFER })).toBeVisible();
});

test('its close button closes it, and its link leads to the offer', async ({ page }) => {
  await page.goto('/');
  const offer = page.getByRole('dialog', { name: OFFER });
  await offer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(offer).toBeHidden();

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page
    .getByRole('dialog', { name: OFFER })
    .getByRole('link', { name: 'Choose a water purifier' })
    .click();
  await expect(page).toHaveURL('/c/water-purifiers');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
