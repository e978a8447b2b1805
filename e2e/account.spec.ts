import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectHeadingsInOrder, latestOtp, signIn } from './system.ts';

const TOAST = 'Profile updated successfully. Changes will reflect in a few seconds.';

/** Fills the code dialog with a code and confirms it. */
async function enterCode(dialog: Locator, code: string) {
  const first = dialog.getByLabel('Digit 1 of 6');
  await expect(first).toHaveValue('');
  await first.pressSequentially(code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

function block(page: Page, name: string) {
  return page.getByRole('main').getByRole('group', { name });
}

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test('a new customer names themselves, adds a secondary user and an email, each confirmed by a code', async ({
  page,
}) => {
  const mobile = '9000000051';
  const secondary = '9811100051';
  await page.goto('/');
  await signIn(page, mobile);

  // From the header's account menu, as a customer gets there.
  await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
  await page.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL('/customer/account/index');
  await expect(page).toHaveTitle('My account | Nirmal');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expectHeadingsInOrder(page);
  await expect(block(page, 'PRIMARY USER')).toContainText('+91 90000 00051');
  await expect(block(page, 'SECONDARY USER')).toContainText('No secondary user added');
  await expect(block(page, 'EMAIL')).toContainText('No email added');

  // The primary user's name is saved at once; a name in digits is refused by the form.
  await page.getByRole('button', { name: 'Edit primary user name' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'Edit primary user name' });
  await expect(nameDialog.getByLabel('First name')).toBeFocused();
  await nameDialog.getByLabel('First name').fill('K4vya');
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(nameDialog.getByText('Use only letters, spaces, dots, apostrophes and hyphens')).toBeVisible();
  await nameDialog.getByLabel('First name').fill('Kavya');
  await nameDialog.getByLabel('Last name').fill('Nair');
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(nameDialog).toBeHidden();
  await expect(page.getByText(TOAST, { exact: true })).toBeVisible();
  await expect(block(page, 'PRIMARY USER')).toContainText('Kavya Nair');

  // A secondary user waits for the code sent to their number; a wrong code changes nothing.
  await page.getByRole('button', { name: 'Add secondary user' }).click();
  const userDialog = page.getByRole('dialog', { name: 'Add secondary user' });
  await userDialog.getByLabel('Name').fill('Ravi Nair');
  await userDialog.getByLabel('Mobile number').fill(secondary);
  await userDialog.getByRole('button', { name: 'Send code' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Enter the code' });
  await expect(codeDialog).toContainText('To confirm Ravi Nair as a secondary user');
  await expect(codeDialog).toContainText('0051');
  await expect(codeDialog.getByLabel('Digit 1 of 6')).toBeFocused();
  const code = await latestOtp(secondary);
  await enterCode(codeDialog, code === '000000' ? '111111' : '000000');
  await expect(codeDialog.getByText(/That code is not right\. You have 4 tries left\./)).toBeVisible();
  await expect(codeDialog.getByLabel('Digit 1 of 6')).toBeFocused();
  await enterCode(codeDialog, code);
  await expect(codeDialog).toBeHidden();
  await expect(page.getByText(TOAST, { exact: true })).toBeVisible();
  await expect(block(page, 'SECONDARY USER')).toContainText('Ravi Nair');
  await expect(block(page, 'SECONDARY USER')).toContainText('+91 98111 00051');

  // The email is confirmed by a code sent to the primary user's number.
  await page.getByRole('button', { name: 'Add email' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Add email' });
  await emailDialog.getByLabel('Email address').fill('kavya@example.com');
  await emailDialog.getByRole('button', { name: 'Send code' }).click();
  await expect(codeDialog).toContainText('To confirm your email address');
  await enterCode(codeDialog, await latestOtp(mobile));
  await expect(codeDialog).toBeHidden();
  await expect(block(page, 'EMAIL')).toContainText('kavya@example.com');

  // All of it is the server's: it is there after a reload.
  await page.reload();
  await expect(block(page, 'PRIMARY USER')).toContainText('Kavya Nair');
  await expect(block(page, 'SECONDARY USER')).toContainText('Ravi Nair');
  await expect(block(page, 'EMAIL')).toContainText('kavya@example.com');
});

test('the account page asks a signed-out visitor to sign in first, and comes back to it', async ({
  page,
}) => {
  const mobile = '9000000052';
  await page.goto('/customer/account/index');
  await expect(page).toHaveURL('/login?redirectTo=%2Fcustomer%2Faccount%2Findex');
  await page.getByLabel(/mobile number/i).fill(mobile);
  await page.getByRole('button', { name: /send otp/i }).click();
  await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
  await page.getByLabel('Digit 1 of 6').pressSequentially(await latestOtp(mobile));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/customer/account/index');
  await expect(block(page, 'PRIMARY USER')).toContainText('+91 90000 00052');
});
