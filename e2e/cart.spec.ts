import { expect, test, type Page } from '@playwright/test';
import { expectHeadingsInOrder, hydrated, signIn } from './system.ts';

// Demo catalogue products: water purifiers (at most 2 an order), an air purifier, and one sold out everywhere.
const AQUA_RO = { id: 'NRM-101-1', name: 'Nirmal Aqua RO' };
const AIRPURE_MINI = { id: 'NRM-211-1', name: 'Nirmal AirPure Mini, White' };
const AQUA_UV = { id: 'NRM-112-1', name: 'Nirmal Aqua UV 6 L' };
const SOLD_OUT = 'NRM-123-1';
/** Three an order, and plenty at Bengaluru's hub, but only 2 at Delhi's (110001). */
const AIRPURE_300 = { id: 'NRM-201-1', name: 'Nirmal AirPure 300' };

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart,/ });

/** What the product page's Add to cart form posts (a plain form: it works before the JavaScript). */
function postAddToCart(page: Page, productId: string, returnTo = '/', exchange: Record<string, string> = {}) {
  return page.request.post('/ecom/cart', {
    form: { intent: 'add', productId, quantity: '1', returnTo, ...exchange },
  });
}

test('a customer finds their cart from the header, changes a quantity, removes the line and is led back to shopping', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, '9000000131');
  // The cart API, as a browser of this customer calls it: the session decides whose cart it is.
  // The UV purifier is in stock somewhere but sold out at the Mumbai hub, the pincode given next.
  for (const data of [
    { kind: 'product', productId: AQUA_UV.id, quantity: 1 },
    { kind: 'product', productId: AQUA_RO.id, quantity: 1, pincode: '400001' },
  ]) {
    const added = await page.request.post('/api/public/v1/cart/cart-item', {
      headers: { 'x-client-type': 'web' },
      data,
    });
    expect(added.status()).toBe(200);
  }

  await page.goto('/');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await cartLink(page).click();
  await expect(page).toHaveURL('/ecom/cart');
  await expect(page.getByText(`${AQUA_UV.name} is out of stock. Remove it to continue.`)).toBeVisible();
  const line = page.getByRole('main').getByRole('listitem').filter({ hasText: AQUA_RO.name });
  await expect(line.locator('img')).toHaveAttribute('src', /^\/images\/products\//);
  await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  await expectHeadingsInOrder(page);
  await page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: AQUA_UV.name })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(line.getByLabel(`Quantity of ${AQUA_RO.name}`)).toHaveValue('2');
  // The server holds the product's limit of 2: the stepper stops there.
  await expect(line.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  await line.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, no items');
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL('/');
});

test('a quantity raised past what is left is put back with the reason, when another device moved the cart to fewer', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, '9000000133');
  const addThroughApi = (data: object) =>
    page.request.post('/api/public/v1/cart/cart-item', { headers: { 'x-client-type': 'web' }, data });
  const added = await addThroughApi({
    kind: 'product',
    productId: AIRPURE_300.id,
    quantity: 2,
    pincode: '560001',
  });
  expect(added.status()).toBe(200);
  await page.goto('/ecom/cart');
  await hydrated(page);
  const line = page.getByRole('main').getByRole('listitem').filter({ hasText: AIRPURE_300.name });
  await expect(line.getByLabel(/^Quantity of /)).toHaveValue('2');

  // The customer's other device adds to the same cart for Delhi, where only 2 are left; this page has not heard.
  const elsewhere = await addThroughApi({
    kind: 'product',
    productId: AQUA_RO.id,
    quantity: 1,
    pincode: '110001',
  });
  expect(elsewhere.status()).toBe(200);
  // The server's real answer, held until the page has shown the change at once.
  let release = () => {};
  const shown = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/public/v1/cart/cart-item?**', async (route) => {
    const response = await route.fetch();
    await shown;
    await route.fulfill({ response });
  });
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line.getByLabel(/^Quantity of /)).toHaveValue('3');
  release();

  await expect(page.getByRole('alert')).toContainText(
    /^Only 2 of Nirmal AirPure 300.* left at 110001\. Choose 2 or fewer\.$/,
  );
  await expect(line.getByLabel(/^Quantity of /)).toHaveValue('2');
  await page.reload();
  await expect(line.getByLabel(/^Quantity of /)).toHaveValue('2');
});

test('a guest’s cart, filled through the plain form, becomes theirs on sign-in', async ({
  page,
  context,
}) => {
  const posted = await postAddToCart(page, AIRPURE_MINI.id);
  expect(posted.url()).toMatch(/\/$/);
  const cartCookie = (await context.cookies()).find((cookie) => cookie.name === 'nirmal_cart_id');
  expect(cartCookie).toMatchObject({ httpOnly: false, sameSite: 'Lax', path: '/' });

  await page.goto('/');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await signIn(page, '9000000132');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  const cart = await page.request.get('/api/public/v1/cart');
  const { data } = (await cart.json()) as { data: { lines: { productId?: string }[] } };
  expect(data.lines.map((line) => line.productId)).toEqual([AIRPURE_MINI.id]);
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  // Signing out leaves nothing of the customer's cart in this browser.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, no items');
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'nirmal_cart_id'))
    .toBe(false);
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, no items');
});

test('the cart count stays in step across two tabs', async ({ context }) => {
  const first = await context.newPage();
  await postAddToCart(first, AQUA_RO.id);
  await first.goto('/');
  await expect(cartLink(first)).toHaveAccessibleName('Cart, 1 item');

  const second = await context.newPage();
  await second.goto('/ecom/cart');
  const line = second.getByRole('main').getByRole('listitem').filter({ hasText: AQUA_RO.name });
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(cartLink(second)).toHaveAccessibleName('Cart, 2 items');
  await expect(cartLink(first)).toHaveAccessibleName('Cart, 2 items');

  await line.getByRole('button', { name: 'Remove' }).click();
  await expect(cartLink(first)).toHaveAccessibleName('Cart, no items');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the cart page’s plain forms change the quantity and remove the line', async ({ page }) => {
    await postAddToCart(page, AQUA_RO.id, '/ecom/cart');
    await page.goto('/ecom/cart');
    await expect(page.getByRole('main').getByText(AQUA_RO.name).first()).toBeVisible();
    // Only the buttons that work without the JavaScript: the plain forms', not the stepper's or Remove.
    const lines = page.getByRole('list', { name: 'Items in your cart' });
    await expect(lines.getByRole('button', { name: /(De|In)crease quantity/ })).toHaveCount(0);
    await expect(lines.getByRole('button', { name: 'Remove', exact: true })).toHaveCount(0);
    await expect(lines.getByRole('button')).toHaveText(['Update', `Remove ${AQUA_RO.name}`]);

    await page.getByRole('combobox', { name: `Quantity of ${AQUA_RO.name}` }).selectOption('2');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL('/ecom/cart');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

    await page.getByRole('button', { name: `Remove ${AQUA_RO.name}` }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });

  test('an exchange added with its product goes when the product is removed', async ({ page }) => {
    await postAddToCart(page, AQUA_RO.id, '/ecom/cart', {
      exchangeProductType: 'WATER_PURIFIER',
      exchangeBrand: 'Kent',
      exchangeAgeYears: '3',
      exchangeCondition: 'WORKING',
    });
    await page.goto('/ecom/cart');
    await expect(page.getByText('Exchange value deducted')).toBeVisible();
    await expect(page.getByText('Your old water purifier (working)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove exchange' })).toHaveCount(0);

    await page.getByRole('button', { name: `Remove ${AQUA_RO.name}` }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByText('Exchange value deducted')).toHaveCount(0);
  });

  test('an exchange is removed on its own by its plain form, and the product stays', async ({ page }) => {
    await postAddToCart(page, AQUA_RO.id, '/ecom/cart', {
      exchangeProductType: 'WATER_PURIFIER',
      exchangeBrand: 'Kent',
      exchangeAgeYears: '3',
      exchangeCondition: 'WORKING',
    });
    await page.goto('/ecom/cart');
    await page.getByRole('button', { name: `Remove the exchange on ${AQUA_RO.name}` }).click();
    await expect(page).toHaveURL('/ecom/cart');
    await expect(page.getByText('Exchange value deducted')).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Remove ${AQUA_RO.name}` })).toBeVisible();
  });

  test('a form from another site is refused, and returnTo leads only to a path of this site', async ({
    page,
  }) => {
    const crossSite = await page.request.post('/ecom/cart', {
      headers: { origin: 'https://evil.example' },
      form: { intent: 'add', productId: AQUA_RO.id, quantity: '1' },
    });
    expect(crossSite.status()).toBe(400);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('nirmal_cart_id');

    const elsewhere = await postAddToCart(page, AQUA_RO.id, 'https://evil.example/');
    expect(new URL(elsewhere.url()).pathname).toBe('/ecom/cart');
  });

  test('a sold-out product and a quantity that is not a number are refused with a message a shopper can act on', async ({
    page,
  }) => {
    const refused = await postAddToCart(page, SOLD_OUT);
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain('is out of stock. Try another product.');

    const notANumber = await page.request.post('/ecom/cart', {
      form: { intent: 'add', productId: AQUA_RO.id, quantity: 'abc' },
    });
    expect(notANumber.status()).toBe(400);
    expect(await notANumber.text()).toContain('Enter the quantity as a whole number, like 1 or 2.');
  });
});
