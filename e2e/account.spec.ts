import { expect, test, type Locator, type Page } from '@playwright/test';
import { SIGN_OUT_CLEARS } from '@nirmal/domain';
import { expectHeadingsInOrder, latestEmailCode, latestOtp, signIn } from './system.ts';

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

/** From the header's account menu to the account page, as a customer gets there. */
async function openAccount(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
  await page.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL('/customer/account/index');
}

test('a new customer names themselves, adds a secondary user and an email, each confirmed by a code', async ({
  page,
}) => {
  const mobile = '9000000051';
  const secondary = '9811100051';
  await page.goto('/');
  await signIn(page, mobile);

  await openAccount(page);
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

  // The email is confirmed by a code sent to that address, read here from the email outbox.
  await page.getByRole('button', { name: 'Add email' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Add email' });
  await emailDialog.getByLabel('Email address').fill('kavya@example.com');
  await emailDialog.getByRole('button', { name: 'Send code' }).click();
  await expect(codeDialog).toContainText('To confirm your email address');
  await expect(codeDialog).toContainText('k••••@example.com');
  await enterCode(codeDialog, await latestEmailCode('kavya@example.com'));
  await expect(codeDialog).toBeHidden();
  await expect(block(page, 'EMAIL')).toContainText('kavya@example.com');

  // All of it is the server's: it is there after a reload.
  await page.reload();
  await expect(block(page, 'PRIMARY USER')).toContainText('Kavya Nair');
  await expect(block(page, 'SECONDARY USER')).toContainText('Ravi Nair');
  await expect(block(page, 'EMAIL')).toContainText('kavya@example.com');

  // A secondary user is removed once the customer confirms it; the primary number never is.
  await expect(block(page, 'PRIMARY USER').getByRole('button', { name: /remove/i })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove Ravi Nair' }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Remove secondary user?' });
  await expect(removeDialog).toContainText('Ravi Nair (+91 98111 00051) will no longer be on your account.');
  await removeDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(removeDialog).toBeHidden();
  await expect(block(page, 'SECONDARY USER')).toContainText('Ravi Nair');
  await page.getByRole('button', { name: 'Remove Ravi Nair' }).click();
  await removeDialog.getByRole('button', { name: 'Remove' }).click();
  await expect(removeDialog).toBeHidden();
  await expect(page.getByText(TOAST, { exact: true })).toBeVisible();
  await expect(block(page, 'SECONDARY USER')).toContainText('No secondary user added');
  await page.reload();
  await expect(block(page, 'SECONDARY USER')).toContainText('No secondary user added');
});

/** Fills the address dialog's fields that differ from what it holds. */
async function fillAddress(dialog: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const field = dialog.getByLabel(label);
    if (label === 'State') await field.selectOption(value);
    else await field.fill(value);
  }
}

test('a customer adds, edits and deletes addresses, and chooses the default', async ({ page }) => {
  const mobile = '9000000053';
  await page.goto('/');
  await signIn(page, mobile);
  await openAccount(page);
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await expect(addresses).toContainText('No address added');

  // The first address is for the customer themself, and becomes the default.
  await addresses.getByRole('button', { name: 'Add address' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add address' });
  await expect(addDialog.getByLabel('Receiver’s mobile number')).toHaveValue('9000000053');
  // Everything wrong is said at once, and the first wrong field on the page takes the focus.
  await addDialog.getByLabel('Receiver’s mobile number').fill('12345');
  await addDialog.getByRole('button', { name: 'Save address' }).click();
  await expect(addDialog.getByText('Enter the name of the person who will receive the order.')).toBeVisible();
  await expect(
    addDialog.getByText('Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.'),
  ).toBeVisible();
  await expect(addDialog.getByText('Enter your house or flat number')).toBeVisible();
  await expect(addDialog.getByLabel('Receiver’s name')).toBeFocused();
  await addDialog.getByLabel('Receiver’s mobile number').fill('9000000053');
  // A street longer than the server keeps stops at its limit as it is typed.
  await addDialog.getByLabel('Street, area and landmark').fill('x'.repeat(200));
  await expect(addDialog.getByLabel('Street, area and landmark')).toHaveValue('x'.repeat(160));
  await fillAddress(addDialog, {
    'Receiver’s name': 'Meena Iyer',
    'House / flat number': 'Flat 12, Lotus Apartments',
    'Street, area and landmark': 'MG Road, near the metro',
    City: 'Bengaluru',
    State: 'Karnataka',
    Pincode: '560001',
  });
  await addDialog.getByRole('button', { name: 'Save address' }).click();
  await expect(addDialog).toBeHidden();
  await expect(page.getByText('Address saved.', { exact: true })).toBeVisible();
  const home = addresses.getByRole('listitem').filter({ hasText: 'Flat 12, Lotus Apartments' });
  // The default address is marked so.
  const defaultMark = (address: Locator) => address.getByText('Default', { exact: true });
  await expect(home).toContainText('Meena Iyer');
  await expect(defaultMark(home)).toBeVisible();
  await expect(home).toContainText('+91 90000 00053');

  // A second one, for someone else, made the default as it is added.
  await addresses.getByRole('button', { name: 'Add address' }).click();
  await fillAddress(addDialog, {
    'Receiver’s name': 'Suresh Iyer',
    'Receiver’s mobile number': '9811100053',
    'House / flat number': '4, Temple Street',
    'Street, area and landmark': 'Mylapore',
    City: 'Chennai',
    State: 'Tamil Nadu',
    Pincode: '600004',
  });
  await addDialog.getByLabel('Make this my default address').check();
  await addDialog.getByRole('button', { name: 'Save address' }).click();
  await expect(addDialog).toBeHidden();
  const parents = addresses.getByRole('listitem').filter({ hasText: '4, Temple Street' });
  await expect(parents).toContainText('Suresh Iyer');
  await expect(defaultMark(parents)).toBeVisible();
  await expect(defaultMark(home)).toHaveCount(0);
  // The default is listed first.
  await expect(addresses.getByRole('listitem').first()).toContainText('4, Temple Street');

  // Editing changes what was typed; making the first the default again takes one press.
  await addresses.getByRole('button', { name: 'Edit Flat 12, Lotus Apartments, Bengaluru' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit address' });
  await expect(editDialog.getByLabel('City')).toHaveValue('Bengaluru');
  await fillAddress(editDialog, { 'Street, area and landmark': 'Brigade Road, near the church' });
  await editDialog.getByRole('button', { name: 'Save address' }).click();
  await expect(editDialog).toBeHidden();
  await expect(home).toContainText('Brigade Road, near the church');
  await addresses.getByRole('button', { name: 'Make default, Flat 12, Lotus Apartments, Bengaluru' }).click();
  await expect(defaultMark(home)).toBeVisible();
  await expect(defaultMark(parents)).toHaveCount(0);

  // Deleting asks first.
  await addresses.getByRole('button', { name: 'Delete 4, Temple Street, Chennai' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(deleteDialog).toContainText('4, Temple Street, Mylapore, Chennai, Tamil Nadu 600004');
  await deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(deleteDialog).toBeHidden();
  await expect(page.getByText('Address deleted.', { exact: true })).toBeVisible();
  await expect(parents).toHaveCount(0);
  // The Delete pressed went with its address: the focus is at the addresses, not the page's start.
  await expect(addresses.getByRole('heading', { name: 'Addresses' })).toBeFocused();

  // All of it is the server's.
  await page.reload();
  await expect(addresses.getByRole('listitem')).toHaveCount(1);
  await expect(home).toContainText('Brigade Road, near the church');
  await expect(defaultMark(home)).toBeVisible();
});

test('signing out leaves none of the cookies and stored keys it clears (§9)', async ({ page, context }) => {
  await page.goto('/');
  await signIn(page, '9000000054');
  // What a signed-in customer's journeys leave behind: every key signing out clears.
  await page.evaluate((clears) => {
    document.cookie = 'nirmal_cart_id=CRTjourney0000000000; path=/';
    for (const key of clears.localStorage) localStorage.setItem(key, 'kept by a journey');
    for (const key of clears.sessionStorage) sessionStorage.setItem(key, 'kept by a journey');
  }, SIGN_OUT_CLEARS);
  const cookieNames = async () => (await context.cookies()).map((cookie) => cookie.name);
  expect(await cookieNames()).toEqual(expect.arrayContaining([...SIGN_OUT_CLEARS.cookies]));

  await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You are signed out.', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();

  const cleared: readonly string[] = SIGN_OUT_CLEARS.cookies;
  expect((await cookieNames()).filter((name) => cleared.includes(name))).toEqual([]);
  const left = await page.evaluate(
    (clears) => [
      ...clears.localStorage.filter((key) => localStorage.getItem(key) !== null),
      ...clears.sessionStorage.filter((key) => sessionStorage.getItem(key) !== null),
    ],
    SIGN_OUT_CLEARS,
  );
  expect(left).toEqual([]);
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

test('/account/profile, the analytics page type of the account, sends there, signed in first', async ({
  page,
}) => {
  const mobile = '9000000055';
  await page.goto('/account/profile');
  await expect(page).toHaveURL('/login?redirectTo=%2Faccount%2Fprofile');
  await page.getByLabel(/mobile number/i).fill(mobile);
  await page.getByRole('button', { name: /send otp/i }).click();
  await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
  await page.getByLabel('Digit 1 of 6').pressSequentially(await latestOtp(mobile));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/customer/account/index');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
});
