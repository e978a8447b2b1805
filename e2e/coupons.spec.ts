import { expect, test, type Page } from '@playwright/test';
import { hydrated, latestOtp, signIn } from './system.ts';

// Demo coupons of docs/demo-journeys.md: FLAT500 (₹500 off carts of ₹10,000 or more), PHONE750 (₹750 off a
// water purifier, with a coupon OTP sent to the customer's phone), SOLO15 (combines with nothing).
const CATEGORY = 'RO + UV Purifiers';
const PRODUCT = 'Nirmal Aqua RO+UV Water Purifier, White';
const MOBILE = '9000000141';

const chip = (page: Page, code: string) =>
  page.getByRole('main').getByRole('button', { name: `Remove coupon ${code}` });

test('a customer applies a coupon and an OTP coupon in the cart, removes one, and applies another from the coupon list', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, MOBILE);
  await page.getByRole('contentinfo').getByRole('link', { name: CATEGORY }).click();
  await page.getByRole('link', { name: PRODUCT }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL('/ecom/cart');
  await hydrated(page);

  // A code typed in the cart: the server prices it, the summary shows it.
  const field = page.getByRole('textbox', { name: 'Coupon code' });
  await field.fill('nosuch');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(
    page.getByText('This code is not valid. Check it and try again, or choose a coupon from the list.'),
  ).toBeVisible();
  await field.fill('flat500');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(chip(page, 'FLAT500')).toBeVisible();
  await expect(page.getByText('₹500 off')).toBeVisible();

  // An OTP coupon: the OTP goes to the customer's phone (the development outbox here).
  await field.fill('PHONE750');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Sent to +91 90XXXXXX41')).toBeVisible();
  const otp = await latestOtp(MOBILE);
  await page.getByLabel(/digit 1 of/i).pressSequentially(otp);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(chip(page, 'PHONE750')).toBeVisible();
  await expect(page.getByText('₹750 off')).toBeVisible();

  await chip(page, 'FLAT500').click();
  await expect(chip(page, 'FLAT500')).toHaveCount(0);
  await page.reload();
  await expect(chip(page, 'PHONE750')).toBeVisible();
  await expect(chip(page, 'FLAT500')).toHaveCount(0);

  // The coupon list, from its link: a coupon that combines with nothing says why; another applies.
  await page.getByRole('link', { name: 'View all coupons' }).click();
  await expect(page).toHaveURL('/easyrewardz/index/couponlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons and offers' })).toBeVisible();
  await expect(page.getByText('Applied to your cart.')).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: 'Apply SOLO15' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'SOLO15 cannot be combined with other coupons. Remove PHONE750 to use it.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Apply FLAT500' }).click();
  await expect(page).toHaveURL('/ecom/cart');
  await expect(chip(page, 'FLAT500')).toBeVisible();
  await expect(chip(page, 'PHONE750')).toBeVisible();
});

for (const [closing, mobile] of [
  ['Verify', '9000000143'],
  ['Use another code', '9000000144'],
] as const) {
  test(`an OTP coupon applied from the coupon list leaves the address once its OTP step closes (${closing})`, async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, mobile);
    await page.request.post('/ecom/cart', {
      form: { intent: 'add', productId: 'NRM-101-1', quantity: '1', returnTo: '/ecom/cart' },
    });
    await page.goto('/easyrewardz/index/couponlist');
    await hydrated(page);
    await page.getByRole('button', { name: 'Apply PHONE750' }).click();
    await expect(page).toHaveURL('/ecom/cart?couponOtp=PHONE750');
    const otpStep = page.getByLabel(/digit 1 of/i);
    await expect(otpStep).toBeVisible();
    await hydrated(page);
    if (closing === 'Verify') await otpStep.pressSequentially(await latestOtp(mobile));
    await page.getByRole('button', { name: closing }).click();
    await expect(page).toHaveURL('/ecom/cart');
    await expect(chip(page, 'PHONE750')).toHaveCount(closing === 'Verify' ? 1 : 0);
    // In place of the cart's entry: Back goes to the coupon list, a reload does not open the step again.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Coupon code' })).toBeVisible();
    await expect(otpStep).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL('/easyrewardz/index/couponlist');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest applies and removes a coupon through the cart page’s plain forms', async ({ page }) => {
    await page.request.post('/ecom/cart', {
      form: { intent: 'add', productId: 'NRM-103-1', quantity: '1', returnTo: '/ecom/cart' },
    });
    await page.goto('/ecom/cart');
    await page.getByRole('textbox', { name: 'Coupon code' }).last().fill('FLAT500');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page).toHaveURL('/ecom/cart');
    await expect(page.getByText('₹500 off')).toBeVisible();
    await page.getByRole('button', { name: 'Remove coupon FLAT500' }).last().click();
    await expect(page.getByText('₹500 off')).toHaveCount(0);
  });
});
