import { expect, test, type Page } from '@playwright/test';
import { e2e, expectHeadingsInOrder, routesLoaded } from './system.ts';

const productCards = (page: Page) => page.getByRole('main').getByRole('link', { name: /^Nirmal / });
const shownCount = async (page: Page) => {
  const text = await page.getByText(/^Showing \d+ of \d+ products$/).textContent();
  const [, shown, total] = /Showing (\d+) of (\d+)/.exec(text ?? '') ?? [];
  return { shown: Number(shown), total: Number(total) };
};

test('from home to a category, filtered and sorted in the address, back again, and shown more in place', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Water Purifiers' }).click();
  await expect(page.getByRole('heading', { name: 'Water purifiers', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
  const all = await shownCount(page);

  // A filter or a sort loads the listing again, not the header, footer and customer around it.
  const loaded = routesLoaded(page);
  await page.getByText('Filters', { exact: true }).click();
  await page.getByRole('checkbox', { name: /^UV \(\d+\)$/ }).check();
  await expect(page).toHaveURL('/c/water-purifiers?technology=UV');
  // The listing is drawn anew for the new address; the control changed keeps the focus.
  await expect(page.getByRole('checkbox', { name: /^UV \(\d+\)$/ })).toBeFocused();
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL('/c/water-purifiers?sort=price_asc&technology=UV');
  await expect(page.getByLabel('Sort by')).toBeFocused();
  expect(loaded).toEqual([['routes/category'], ['routes/category']]);
  const uv = await shownCount(page);
  expect(uv.total).toBeLessThan(all.total);
  // The filter applied shows as a chip above the results; removing it keeps the sort.
  await page.getByRole('link', { name: 'Remove filter Technology: UV' }).click();
  await expect(page).toHaveURL('/c/water-purifiers?sort=price_asc');
  await page.goBack();
  await expect(page).toHaveURL('/c/water-purifiers?sort=price_asc&technology=UV');

  await page.goBack();
  await expect(page).toHaveURL('/c/water-purifiers?technology=UV');
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  await page.goBack();
  await expect(page).toHaveURL('/c/water-purifiers');
  await expect(page.getByText(`Showing 12 of ${all.total} products`)).toBeVisible();

  await page.getByRole('link', { name: 'Show more' }).scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  await page.getByRole('link', { name: 'Show more' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(productCards(page)).toHaveCount(Math.min(24, all.total));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolledTo - 1);
});

test('home leads with the hero and the offers its content document publishes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clean water and clean air, looked after');
  // The first screen sells: best sellers with their prices beside the heading, categories as pictures.
  const heroProducts = page.getByRole('list', { name: 'Best sellers' });
  await expect(heroProducts.getByRole('link').first()).toBeVisible();
  await expect(heroProducts.getByText(/^₹[\d,]+$/).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Shop by category' }).getByRole('link', { name: 'Water purifiers' }),
  ).toBeVisible();
  await expectHeadingsInOrder(page);
  const offers = page.getByRole('region', { name: 'Offers' });
  await expect(offers.getByRole('heading', { name: 'Exchange your old purifier' })).toBeVisible();
  await offers.getByRole('link', { name: 'See robotic cleaners' }).click();
  await expect(page).toHaveURL('/c/vacuum-cleaners/robotic');
});

test('the search overlay corrects a typo, suggests a category, and remembers the search', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Search products' }).fill('purifer');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  // The count said is of what the search finds, not of the four products previewed.
  const status = page.getByRole('dialog').getByText(/^\d+ products found$/);
  await expect(status).toBeVisible();
  expect(Number((await status.textContent())?.split(' ')[0])).toBeGreaterThan(4);
  await suggestions.getByRole('option', { name: 'RO water purifiers', exact: true }).click();
  await expect(page).toHaveURL('/c/water-purifiers/ro');
  await expect(page.getByRole('heading', { name: 'RO water purifiers', level: 1 })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const recent = page.getByRole('listbox', { name: 'Recent searches' });
  await expect(recent.getByRole('option', { name: 'RO water purifiers' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Search products' }).fill('robovac');
  await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL('/search?q=robovac');
  await expect(productCards(page).first()).toContainText('RoboVac');
});

test('search results narrow with the facets of a category, in the address', async ({ page }) => {
  await page.goto('/search?q=purifier');
  const all = await shownCount(page);
  await page.getByText('Filters', { exact: true }).click();
  await page.getByRole('checkbox', { name: /^UV \(\d+\)$/ }).check();
  await expect(page).toHaveURL('/search?q=purifier&technology=UV');
  await expect.poll(async () => (await shownCount(page)).total).toBeLessThan(all.total);
  const uv = await shownCount(page);
  await expect(productCards(page).first()).toContainText('UV');

  // On a phone the filters stay open after a tick, the box ticked still focused, for the next one.
  await expect(page.getByRole('checkbox', { name: /^UV \(\d+\)$/ })).toBeFocused();
  await page.getByRole('textbox', { name: 'To' }).fill('1');
  await page.getByRole('textbox', { name: 'To' }).press('Enter');
  await expect(page).toHaveURL('/search?q=purifier&maxPrice=1&technology=UV');
  await expect(page.getByRole('heading', { name: 'No products match these filters' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/search?q=purifier&technology=UV');
  await expect(page.getByText(`Showing ${uv.shown} of ${uv.total} products`)).toBeVisible();
  await page.goForward();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/search?q=purifier');
  await expect(page.getByText(`Showing ${all.shown} of ${all.total} products`)).toBeVisible();
});

test('a search with no match says so and offers the categories', async ({ page }) => {
  await page.goto('/search?q=zzqqxx');
  await expect(page.getByRole('heading', { name: 'No products match “zzqqxx”' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Air Purifiers' }).first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a listing filters and sorts through the plain form', async ({ page }) => {
    await page.goto('/c/water-purifiers');
    const all = await shownCount(page);
    await page.getByText('Filters', { exact: true }).click();
    await page.getByRole('checkbox', { name: /^UV \(\d+\)$/ }).check();
    await page.getByLabel('Sort by').selectOption('price_desc');
    await page.getByRole('button', { name: 'Apply' }).click();

    await expect(page).toHaveURL(/technology=UV/);
    await expect(page).toHaveURL(/sort=price_desc/);
    expect((await shownCount(page)).total).toBeLessThan(all.total);
    await page.getByText('Filters (1)', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: /^UV \(\d+\)$/ })).toBeChecked();
  });

  test('search results filter and sort through the plain form', async ({ page }) => {
    await page.goto('/search?q=purifier');
    const all = await shownCount(page);
    await page.getByText('Filters', { exact: true }).click();
    await page.getByRole('checkbox', { name: /^UV \(\d+\)$/ }).check();
    await page.getByLabel('Sort by').selectOption('price_asc');
    await page.getByRole('button', { name: 'Apply' }).click();

    await expect(page).toHaveURL(/^[^?]+\/search\?q=purifier&/);
    await expect(page).toHaveURL(/technology=UV/);
    expect((await shownCount(page)).total).toBeLessThan(all.total);
    await page.getByText('Filters (1)', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: /^UV \(\d+\)$/ })).toBeChecked();
  });
});

test('with the API down, a category and search results keep the shell and offer a retry', async ({
  page,
}) => {
  for (const path of ['/c/water-purifiers?technology=UV', '/search?q=purifier']) {
    const response = await page.goto(`${e2e.storefrontWithoutApi}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
    const problem = page.getByRole('main').getByRole('alert');
    await expect(problem).toContainText('Products could not be loaded');
    await expect(problem).toContainText(
      'We could not load the products. Check your connection and try again.',
    );
    // The retry is a plain link to the same address: it works with or without the JavaScript.
    await expect(problem.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', path);
    await expect(productCards(page)).toHaveCount(0);
    // A page that went on without its products is never kept to be served again: the retry renders afresh.
    const retried = await page.goto(`${e2e.storefrontWithoutApi}${path}`);
    expect(retried?.headers()['age']).toBeUndefined();
  }
});

test('the sitemap lists every category and product, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/c\/vacuum-cleaners\/wet-and-dry<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]+\/dp\/aqua-ro<\/loc>/);
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m);
});

test('a listing loads its first row of pictures at once, the first before all, and the rest when scrolled near', async ({
  page,
}) => {
  for (const path of ['/c/water-purifiers', '/search?q=purifier']) {
    await page.goto(path);
    const pictures = page.getByRole('main').getByRole('listitem').locator('article img');
    await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
    for (const index of [0, 1, 2, 3]) await expect(pictures.nth(index)).toHaveAttribute('loading', 'eager');
    await expect(pictures.nth(1)).not.toHaveAttribute('fetchpriority');
    await expect(pictures.nth(4)).toHaveAttribute('loading', 'lazy');
    await expect(pictures.last()).toHaveAttribute('loading', 'lazy');
  }
});

test('a category page names itself to search engines', async ({ page }) => {
  await page.goto('/c/air-purifiers/bedroom');
  await expect(page).toHaveTitle('Air purifiers for the bedroom | Nirmal');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/c\/air-purifiers\/bedroom$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /bedroom/);
  const breadcrumbs = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
  );
  expect(breadcrumbs['@type']).toBe('BreadcrumbList');
  expect(breadcrumbs.itemListElement).toHaveLength(3);
});
