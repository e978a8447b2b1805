import { expect, test, type Page } from '@playwright/test';
import { hydrated, latestOtp } from './system.ts';

// Numbers of their own: a visitor confirms theirs for a demo, and never becomes a customer.
const VISITOR = '9811100001';

async function fillDetails(page: Page, { name, pincode }: { name: string; pincode: string }) {
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Your name').fill(name);
  await details.getByLabel('Pincode').fill(pincode);
  await details.getByRole('radio', { name: 'Water purifier' }).check();
  await details.getByRole('button', { name: 'Continue' }).click();
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor books a free home demo from the header, confirming their number by a code', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Book a Free Demo' }).click();

    await expect(page).toHaveURL('/bookafreehomedemo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a free home demo');
    await hydrated(page);
    await fillDetails(page, { name: 'Meera Iyer', pincode: '560034' });

    const verify = page.getByRole('region', { name: 'Confirm your mobile number' });
    await verify.getByLabel(/mobile number/i).fill(VISITOR);
    await verify.getByRole('button', { name: 'Send code' }).click();
    await verify.getByLabel(/digit 1 of/i).pressSequentially(await latestOtp(VISITOR));
    await verify.getByRole('button', { name: 'Verify' }).click();

    const slots = page.getByRole('region', { name: 'Choose a time' });
    await expect(slots.getByRole('group', { name: /Demo slots at/ })).toBeVisible();
    const free = slots.locator('[role="radio"][data-state="available"]').first();
    const label = (await free.locator('span').first().textContent()) ?? '';
    await free.click();
    await slots.getByRole('button', { name: 'Book my free demo' }).click();

    await expect(page.getByRole('heading', { name: 'Your free demo is booked' })).toBeVisible();
    await expect(page.getByText(/^DM-/)).toBeVisible();
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText('Water purifier', { exact: true })).toBeVisible();
    // A visitor stays a visitor: confirming a number for a demo signs no one in.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test('the footer leads to the demo form too, and a pincode we do not serve is refused at once', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Book a Free Demo' }).click();
  await expect(page).toHaveURL('/bookafreehomedemo');
  await hydrated(page);

  await fillDetails(page, { name: 'Arjun Shah', pincode: '380009' });

  await expect(
    page.getByText(
      'We do not give home demos at this pincode yet. Try the pincode of another address, or call us to ask when we will.',
    ),
  ).toBeVisible();
  // Told before confirming a number: the form stays on the details.
  await expect(page.getByRole('region', { name: 'Confirm your mobile number' })).toBeHidden();
});

test('/book-a-demo is the same form, open to visitors', async ({ page }) => {
  const response = await page.goto('/book-a-demo');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a free home demo');
  await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible();
});
