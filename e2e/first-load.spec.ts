import { expect, test } from '@playwright/test';
import { javascriptBudgets } from '../packages/storefront/budgets/budgets.ts';
import { scriptsFetchedByNetworkIdle } from '../scripts/first-load-in-chromium.ts';
import { e2e } from './system.ts';

// The first-load budget as a real phone's Chromium spends it: every script a first-time visitor's
// browser fetches until the network is idle, lazy parts that load at once included (the build
// check, packages/storefront/budgets/check.ts, counts only what the manifest names). The shop's
// pages a visitor opens first; `pnpm bench:first-load` measures every route, signed in too.
const PAGES = [
  '/',
  '/c/water-purifiers',
  '/search?q=purifier',
  '/dp/aqua-ro-uv-water-purifier-white',
  '/ecom/cart',
  '/login',
];
const budgetKb = javascriptBudgets.firstLoadKb;

for (const path of PAGES)
  test(`${path} fetches at most ${budgetKb} KB of JavaScript (gzip) by network idle`, async ({ browser }) => {
    const { files, bytes } = await scriptsFetchedByNetworkIdle(browser, new URL(path, e2e.storefront).href);

    const fetched = files
      .toSorted((a, b) => b.bytes - a.bytes)
      .map(({ file, bytes: size }) => `${(size / 1024).toFixed(1)} KB ${file}`)
      .join('\n');
    expect(files.length, 'the page loads its JavaScript').toBeGreaterThan(0);
    expect(bytes / 1024, `${path} fetched:\n${fetched}`).toBeLessThanOrEqual(budgetKb);
  });
