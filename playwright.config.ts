import { defineConfig, devices } from '@playwright/test';
import { ANALYTICS_CONSENT_COOKIE, PROMO_OFFER_SEEN_KEY } from '@nirmal/domain/names';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { e2e } from './e2e/system.ts';

// The journeys run against the system started exactly as `pnpm start` starts it (after the
// build step of `pnpm test`), on ports of its own and a fresh data folder. A second storefront
// whose content service cannot be reached proves pages survive failed header/footer calls; a
// third, whose API cannot be reached at all, that catalogue pages keep their shell and offer a retry.
const dataDir = join(
  tmpdir(),
  `nirmal-e2e-${process.env.NIRMAL_E2E_RUN ?? (process.env.NIRMAL_E2E_RUN = String(Date.now()))}`,
);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    baseURL: e2e.storefront,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    // Every journey is a visitor who answered the analytics question before (declining) and has
    // seen the home page's promo offer, so neither covers anything they click;
    // e2e/analytics.spec.ts starts as a first-time visitor, e2e/promo-offer.spec.ts as one who has
    // not seen the offer.
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
      origins: [{ origin: e2e.storefront, localStorage: [{ name: PROMO_OFFER_SEEN_KEY, value: 'seen' }] }],
    },
  },
  webServer: [
    {
      command: 'node scripts/start.ts --no-build',
      // The storefront answers / even while commerce-api is still creating its database (content
      // failures are tolerated), so wait for start's own word that all three are ready.
      wait: { stdout: /Nirmal is ready/ },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        STOREFRONT_PORT: String(e2e.ports.storefront),
        API_PORT: String(e2e.ports.api),
        STORYBOOK_PORT: String(e2e.ports.storybook),
        DATA_DIR: dataDir,
        // Every journey asks for its codes from this one machine's address, and many sign in the
        // demo customer: more codes, and more wrong ones on purpose, than one visitor or number would.
        OTP_MAX_SENDS_PER_ADDRESS: '300',
        OTP_MAX_SENDS_PER_NUMBER: '100',
        OTP_MAX_WRONG_CODES_PER_ADDRESS: '300',
        OTP_WRONG_CODES_BEFORE_DELAY: '300',
        // Refunds reach the customer within seconds, so a journey can see one through.
        PAYMENT_REFUND_SWEEP_SECONDS: '2',
        PAYMENT_SANDBOX_REFUND_DELAY_MS: '500',
      },
    },
    {
      command: 'node packages/storefront/server/main.ts',
      url: `${e2e.storefrontWithoutContent}/`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: 'production',
        STOREFRONT_PORT: String(e2e.ports.storefrontWithoutContent),
        API_BASE_URL: e2e.api,
        CMS_BASE_URL: 'http://127.0.0.1:9',
      },
    },
    {
      command: 'node packages/storefront/server/main.ts',
      url: `${e2e.storefrontWithoutApi}/`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: 'production',
        STOREFRONT_PORT: String(e2e.ports.storefrontWithoutApi),
        API_BASE_URL: 'http://127.0.0.1:9',
        CMS_BASE_URL: 'http://127.0.0.1:9',
      },
    },
  ],
});
