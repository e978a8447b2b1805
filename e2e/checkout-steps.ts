import { expect, type Page } from '@playwright/test';
import { hydrated, signIn } from './system.ts';

// The steps of a checkout as a customer takes them, for the journeys that go through one.

export const CATEGORY = 'RO + UV Purifiers';
export const PRODUCT = 'Nirmal Aqua RO+UV Water Purifier, White';

/**
 * Signs in from the header, adds the product from its page and goes on to checkout from the cart,
 * doing `inCart` (applying coupons, say) on the cart page first.
 */
export async function toCheckout(page: Page, mobile: string, inCart?: (page: Page) => Promise<void>) {
  await page.goto('/');
  await signIn(page, mobile);
  await page.getByRole('contentinfo').getByRole('link', { name: CATEGORY }).click();
  await page.getByRole('link', { name: PRODUCT }).first().click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL('/ecom/cart');
  await inCart?.(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/ecom/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await hydrated(page);
}

/** Adds a delivery address in Bengaluru (a pincode the seed serves) and chooses it. */
export async function addAddress(page: Page) {
  const form = page.getByRole('form', { name: 'New delivery address' });
  await expect(form).toBeVisible();
  await page.getByLabel('Receiver’s name').fill('Asha Rao');
  await form.getByLabel('House / flat number').fill('12, Lake View Apartments');
  await form.getByLabel('Street, area and landmark').fill('MG Road, near the metro station');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State').selectOption('Karnataka');
  await form.getByLabel('Pincode').fill('560001');
  await form.getByRole('button', { name: 'Deliver to this address' }).click();
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
  // Saved, it is one of the addresses to choose, and the new-address form folds away.
  await expect(form).toBeHidden();
}

/** Places the order from checkout and lands on its payment page, where the provider is chosen. */
export async function payFromCheckout(page: Page) {
  // How to pay is chosen once, on the payment page: checkout only says which methods are taken.
  await expect(page.getByRole('radio', { name: /Razorpay|PayU/ })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'On the next page, pay by' })).toContainText('UPI');
  const pay = page.getByRole('button', { name: /^Proceed to pay ₹/ });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page).toHaveURL(/\/ecom\/payment\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your order' })).toBeVisible();
  await hydrated(page);
}
