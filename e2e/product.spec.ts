import { expect, test, type Page } from '@playwright/test';
import { expectHeadingsInOrder, hydrated } from './system.ts';

// The product page as a shopper reaches it: from the home page, through a category of the footer's
// shop links, to a product's card. Pincodes come from the seed: 560001 is Bengaluru's MG Road
// (served next day), 190001 is served by no hub.
const CATEGORY = 'RO + UV Purifiers';
const PRODUCT = 'Nirmal Aqua RO+UV Water Purifier, White';
const SOLD_OUT = 'Nirmal Aqua Supreme RO+UV+UF, Copper';

async function openProduct(page: Page, name: string) {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: CATEGORY }).click();
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const pincodeForm = (page: Page) => page.getByRole('form', { name: 'Check delivery' });

/** The exchange offer is folded under one line saying what it is worth: opened as a customer asks for it. */
async function openExchange(page: Page) {
  await page.getByText(/^Exchange your old product: up to ₹[\d,]+ off$/).click();
  return page.getByRole('region', { name: 'Exchange your old product' });
}

async function checkPincode(page: Page, pincode: string) {
  const form = pincodeForm(page);
  await form.getByRole('textbox', { name: 'Delivery pincode' }).fill(pincode);
  await form.getByRole('button', { name: 'Check' }).click();
}

test('the product page shows the product, its price and its facts, for search engines too', async ({
  page,
}) => {
  await openProduct(page, PRODUCT);
  await expect(page).toHaveTitle(`${PRODUCT} | Nirmal`);
  const buyBox = page.getByRole('main');
  await expect(buyBox.getByText(/MRP/).first()).toBeVisible();
  await expect(buyBox.getByText(/% off/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
  // Each group of specifications is a table named by its caption, every label a row header.
  await expect(page.getByRole('table').first().getByRole('rowheader').first()).toBeVisible();
  await expectHeadingsInOrder(page);
  await expect(
    page.getByRole('navigation', { name: 'Colours' }).getByRole('link', { name: /Midnight Black/ }),
  ).toBeVisible();
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').pathname).toBe(new URL(page.url()).pathname);

  const structured = page.locator('script[type="application/ld+json"]');
  const [product, breadcrumbs] = await Promise.all(
    [0, 1].map(async (index) => JSON.parse((await structured.nth(index).textContent()) ?? '{}')),
  );
  expect(product).toMatchObject({
    '@type': 'Product',
    name: PRODUCT,
    offers: { '@type': 'Offer', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
  });
  expect(Number(product.offers.price)).toBeGreaterThan(0);
  expect(breadcrumbs['@type']).toBe('BreadcrumbList');
  expect(breadcrumbs.itemListElement.at(-1).name).toBe(PRODUCT);

  // Viewing a product puts it first in the recently viewed list the home page shows.
  const viewed = await page.evaluate(() => localStorage.getItem('nirmal.recentlyViewed'));
  expect(JSON.parse(viewed ?? '[]')[0]).toMatchObject({ name: PRODUCT });
});

test('one pincode answer: delivery, installation and service; then remembered on the next product page', async ({
  page,
}) => {
  await openProduct(page, PRODUCT);
  // Before a pincode: the no-cost EMI instalment and the delivery time across the pincodes served.
  await expect(page.getByText(/^EMI from ₹[\d,.]+\/month \(no-cost, 6 months\)$/)).toBeVisible();
  const promise = page.getByText(/^Delivery in \d+–\d+ days\. Enter your pincode for the exact date\.$/);
  await expect(promise).toBeVisible();
  await checkPincode(page, '560001');
  const answer = pincodeForm(page).getByRole('status');
  await expect(promise).toBeHidden();
  await expect(answer).toContainText('Delivery to 560001 (Bengaluru) by');
  await expect(answer).toContainText('Installation by');
  await expect(answer).toContainText('Service available at this pincode');
  await expect(page).toHaveURL(/\?pincode=560001$/);
  expect(await page.evaluate(() => localStorage.getItem('nirmal.pincode'))).toBe('560001');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();

  // Another product, reached by its card: the pincode is offered and answered at once.
  const related = page.getByRole('region', { name: 'You may also like' }).getByRole('link').first();
  const next = (await related.textContent()) ?? '';
  await related.click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(PRODUCT);
  expect(next).toContain(await page.getByRole('heading', { level: 1 }).textContent());
  await expect(pincodeForm(page).getByRole('textbox', { name: 'Delivery pincode' })).toHaveValue('560001');
  await expect(pincodeForm(page).getByRole('status')).toContainText('Delivery to 560001');
});

test('a pincode checked as the connection drops says so at the top of the page, and Try again answers it', async ({
  page,
}) => {
  await openProduct(page, PRODUCT);
  await hydrated(page);
  const pageData = '**/dp/*.data*';
  await page.route(pageData, (route) => route.abort('internetdisconnected'));
  await checkPincode(page, '560001');
  const heading = page.getByRole('heading', { level: 1, name: 'We could not reach Nirmal' });
  await expect(heading).toBeInViewport();
  await expect(page.getByText('Check your connection, then try again.')).toBeVisible();
  await expect(page).toHaveTitle('No connection | Nirmal');
  await page.unroute(pageData);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expect(pincodeForm(page).getByRole('status')).toContainText('Delivery to 560001');
});

test('a pincode that is not one gets the contract message; one nobody serves says so and blocks adding', async ({
  page,
}) => {
  await openProduct(page, PRODUCT);
  await checkPincode(page, '05600');
  const field = pincodeForm(page).getByRole('textbox', { name: 'Delivery pincode' });
  await expect(field).toHaveAccessibleDescription(/Enter a 6-digit pincode, like 560001\./);
  await expect(page).not.toHaveURL(/pincode=/);

  // Served, but without installation (Sarjapur) or service visits (Mira Road) there: the answer says which.
  await checkPincode(page, '562125');
  await expect(pincodeForm(page).getByRole('status')).toContainText('No installation at this pincode');
  await checkPincode(page, '401107');
  await expect(pincodeForm(page).getByRole('status')).toContainText('No service visits at this pincode yet');

  await checkPincode(page, '190001');
  await expect(pincodeForm(page).getByRole('status')).toContainText(
    'We do not deliver this product to 190001',
  );
  const add = page.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(
    'We do not deliver this product to 190001 yet. Try another pincode.',
  );
});

test('a product out of stock everywhere cannot be added, and says why', async ({ page }) => {
  await openProduct(page, SOLD_OUT);
  await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
  const add = page.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(
    'Out of stock: this product cannot be added to the cart now.',
  );
});

test('an old purifier in exchange: its brand, age and condition, valued up to the server offer, go with Add to cart', async ({
  page,
}) => {
  await openProduct(page, PRODUCT);
  await hydrated(page);
  // Folded until asked for: the form (and its code) arrives when the customer opens it.
  await expect(page.getByLabel('Brand of your old product')).toHaveCount(0);
  const exchange = await openExchange(page);
  await exchange.getByLabel('Brand of your old product').fill('Kent');
  await exchange.getByRole('radio', { name: 'Water purifier' }).check();
  await exchange.getByLabel('Condition').selectOption('WORKING');
  await expect(exchange.getByRole('status')).toContainText(/Up to\s*₹[\d,]+/);
  await exchange.getByRole('button', { name: 'Apply exchange' }).click();
  await expect(exchange.getByLabel('Age in years')).toHaveAccessibleDescription(/how old your product is/);

  await exchange.getByLabel('Age in years').fill('3');
  await exchange.getByRole('button', { name: 'Apply exchange' }).click();
  await expect(exchange).toContainText(/Up to ₹[\d,]+ off for your Kent water purifier/);
  const form = page.getByRole('form', { name: 'Add to cart' });
  await expect(form.locator('input[name="exchangeProductType"]')).toHaveValue('WATER_PURIFIER');
  await expect(form.locator('input[name="exchangeBrand"]')).toHaveValue('Kent');
  await expect(form.locator('input[name="exchangeAgeYears"]')).toHaveValue('3');
  await expect(form.locator('input[name="exchangeCondition"]')).toHaveValue('WORKING');
  await exchange.getByRole('button', { name: 'Remove exchange' }).click();
  await expect(form.locator('input[name="exchangeBrand"]')).toHaveCount(0);
});

test('the shopping journey: add to cart, the header counts it, then the cart changes its quantity and removes it', async ({
  page,
}) => {
  await openProduct(page, PRODUCT);
  await checkPincode(page, '560001');
  await expect(pincodeForm(page).getByRole('status')).toContainText('Delivery to 560001');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Cart, no items' })).toBeVisible();
  await hydrated(page);

  // The connection drops as Add to cart is pressed: the page stays, says so, and adding again works.
  const cartAction = '**/ecom/cart.data*';
  await page.route(cartAction, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'We could not reach Nirmal. Check your connection, then try again.',
  );
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Cart, no items' })).toBeVisible();
  await page.unroute(cartAction);
  await page.getByRole('button', { name: 'Add to cart' }).click();

  // Back on the product page: counted in the header, and Go to cart instead of adding again.
  await expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to cart' }).click();

  await expect(page).toHaveURL('/ecom/cart');
  await hydrated(page);
  // The one reduction is named once, as checkout and the order name it.
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Discount on MRP', { exact: true })).toBeVisible();
  await expect(summary.getByText('Discount', { exact: true })).toHaveCount(0);
  const line = page
    .getByRole('list', { name: 'Items in your cart' })
    .getByRole('listitem')
    .filter({ hasText: PRODUCT });
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line.getByLabel(`Quantity of ${PRODUCT}`).first()).toHaveValue('2');
  await expect(header.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  // More than the product's limit typed: said at once, and the quantity stays at the limit.
  const quantity = line.getByLabel(`Quantity of ${PRODUCT}`).first();
  await quantity.fill('10');
  await expect(quantity).toHaveAccessibleDescription('You can buy at most 2.');
  await quantity.blur();
  await expect(quantity).toHaveValue('2');
  await expect(header.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await line.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Cart, no items' })).toBeVisible();
});

test('an exchange added with its product goes when the product is removed from the cart', async ({
  page,
}) => {
  await openProduct(page, PRODUCT);
  await hydrated(page);
  const exchange = await openExchange(page);
  await exchange.getByLabel('Brand of your old product').fill('Kent');
  await exchange.getByLabel('Age in years').fill('2');
  await exchange.getByRole('radio', { name: 'Water purifier' }).check();
  await exchange.getByLabel('Condition').selectOption('WORKING');
  await exchange.getByRole('button', { name: 'Apply exchange' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  // Added once the header counts it: a click on Go to cart while the page reloads its data was
  // overtaken by the reload, and Remove then landed on a page not yet hydrated.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL('/ecom/cart');
  await hydrated(page);
  const line = page
    .getByRole('list', { name: 'Items in your cart' })
    .getByRole('listitem')
    .filter({ hasText: PRODUCT });
  await expect(line).toContainText(/water purifier/i);
  await expect(line.getByRole('button', { name: 'Remove exchange' })).toBeVisible();
  const removed = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().includes('/cart-item'),
  );
  await line.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  // The cart shows the removal before the server answers; reloaded once it has, it stays empty.
  expect((await removed).ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('Buy now puts the product in the cart and goes on to checkout, by way of signing in', async ({
  page,
}) => {
  await openProduct(page, PRODUCT);
  await hydrated(page);
  await page.getByRole('button', { name: 'Buy now' }).click();
  // Checkout is for a signed-in customer: a visitor signs in first, with the product in the cart.
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fecom%2Fcheckout/);
  await page.goto('/ecom/cart');
  await expect(page.getByRole('list', { name: 'Items in your cart' })).toContainText(PRODUCT);
});

test('on a phone the price and Add to cart stay at the bottom of the screen while the page scrolls', async ({
  page,
}) => {
  await openProduct(page, PRODUCT);
  await hydrated(page);
  const bar = page.locator('[data-nirmal-id="BuyBar"]');
  await page.getByRole('heading', { name: 'Specifications' }).scrollIntoViewIfNeeded();
  const viewport = page.viewportSize()?.height ?? 0;
  const box = await bar.boundingBox();
  expect(box && Math.round(box.y + box.height)).toBeLessThanOrEqual(viewport);
  await expect(bar).toContainText(/₹[\d,]+/);
  // A tap on the bar sends the page's own form: the product goes in the cart.
  await bar.getByRole('button', { name: 'Add to cart', includeHidden: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test('an unknown product shows the not-found page with ways to browse', async ({ page }) => {
  const response = await page.goto('/dp/no-such-purifier');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Browse our products' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pincode check works as a plain form, and the server remembers the pincode', async ({ page }) => {
    await openProduct(page, PRODUCT);
    await checkPincode(page, '560001');
    await expect(page).toHaveURL(/\?pincode=560001$/);
    await expect(pincodeForm(page)).toContainText('Delivery to 560001 (Bengaluru) by');
    await expect(pincodeForm(page)).toContainText('Service available at this pincode');

    // The browser itself keeps a pincode that is not one from being sent; the server says why for a typed address.
    await checkPincode(page, '99');
    await expect(page).toHaveURL(/\?pincode=560001$/);
    await page.goto(page.url().replace('pincode=560001', 'pincode=05600'));
    await expect(
      pincodeForm(page).getByRole('textbox', { name: 'Delivery pincode' }),
    ).toHaveAccessibleDescription(/Enter a 6-digit pincode, like 560001\./);

    await page.getByRole('region', { name: 'You may also like' }).getByRole('link').first().click();
    await expect(pincodeForm(page).getByRole('textbox', { name: 'Delivery pincode' })).toHaveValue('560001');
    await expect(pincodeForm(page)).toContainText('Delivery to 560001');
  });

  test('Add to cart is a plain form: the cart counts it and the page offers Go to cart', async ({ page }) => {
    await openProduct(page, PRODUCT);
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to cart' }).click();
    await expect(page.getByRole('list', { name: 'Items in your cart' })).toContainText(PRODUCT);
  });
});

test('a product shows what comes with it, as the catalogue says: a purifier installed free with genuine parts, a robotic vacuum only its warranty', async ({
  page,
}) => {
  await openProduct(page, PRODUCT);
  const assured = page.getByRole('list', { name: 'Assured with this product' });
  await expect(assured.getByRole('listitem')).toHaveText([
    '1-year warranty',
    'Free installation',
    'Genuine Nirmal parts',
  ]);

  await page.goto('/dp/robovac-lite');
  await expect(page.getByRole('heading', { level: 1, name: 'Nirmal RoboVac Lite' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Assured with this product' }).getByRole('listitem'),
  ).toHaveText(['1-year warranty']);
});
