import { expect, test, type Page } from '@playwright/test';
import { hydrated, latestOtp } from './system.ts';

// Numbers of their own: a visitor confirms theirs for a demo, and never becomes a customer.
const VISITOR = '9811100001';
const VISITOR_WITHOUT_SCRIPTS = '9811100002';

async function fillDetails(page: Page, { name, pincode }: { name: string; pincode: string }) {
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Your name').fill(name);
  await details.getByLabel('Pincode').fill(pincode);
  await details.getByRole('radio', { name: 'Water purifier' }).check();
  await details.getByRole('button', { name: 'Continue' }).click();
}

/** Confirms a number with the code sent to it, as the visitor reads it from the SMS. */
async function confirmNumber(page: Page, mobile: string) {
  const verify = page.getByRole('region', { name: 'Confirm your mobile number' });
  await verify.getByLabel(/mobile number/i).fill(mobile);
  await verify.getByRole('button', { name: 'Send code' }).click();
  await expect(verify.getByLabel('Enter the code')).toBeVisible();
  await verify.getByLabel('Enter the code').fill(await latestOtp(mobile));
  await verify.getByRole('button', { name: 'Verify' }).click();
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
    await expect(page.getByRole('region', { name: 'Confirm your mobile number' })).toBeVisible();

    // A reload stays on the step; the browser's Back returns to the details given, not to nothing.
    const verify = page.getByRole('region', { name: 'Confirm your mobile number' });
    await page.reload();
    await hydrated(page);
    await expect(verify).toContainText('Meera Iyer, your water purifier demo at 560034.');
    await page.goBack();
    const details = page.getByRole('form', { name: 'Your details' });
    await expect(details.getByLabel('Your name')).toHaveValue('Meera Iyer');
    await expect(details.getByLabel('Pincode')).toHaveValue('560034');
    await expect(details.getByRole('radio', { name: 'Water purifier' })).toBeChecked();
    await hydrated(page);
    await details.getByRole('button', { name: 'Continue' }).click();

    await expect(verify).toContainText('Meera Iyer, your water purifier demo at 560034.');
    // The number typed is kept over a reload before Send code is pressed.
    await verify.getByLabel(/mobile number/i).fill(VISITOR);
    await page.reload();
    await hydrated(page);
    await expect(verify.getByLabel(/mobile number/i)).toHaveValue(VISITOR);
    // Verify pressed before the code is typed asks for the code.
    await verify.getByRole('button', { name: 'Send code' }).click();
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify.getByText('Enter the code we sent to your mobile number.')).toBeVisible();
    await verify.getByLabel('Enter the code').fill(await latestOtp(VISITOR));
    await verify.getByRole('button', { name: 'Verify' }).click();

    const slots = page.getByRole('region', { name: 'Choose a time' });
    await expect(slots.getByRole('group', { name: /Demo slots at/ })).toBeVisible();
    // Back returns to the number confirmed, Forward to the slots again.
    await page.goBack();
    await expect(verify.getByLabel(/mobile number/i)).toHaveValue(VISITOR);
    await page.goForward();
    await expect(slots.getByRole('group', { name: /Demo slots at/ })).toBeVisible();
    const free = slots.locator('[role="radio"][data-state="available"]').first();
    const label = (await free.locator('span').first().textContent()) ?? '';
    await free.click();
    await slots.getByRole('button', { name: 'Book my free demo' }).click();

    await expect(page.getByRole('heading', { name: 'Your free demo is booked' })).toBeVisible();
    await expect(page.getByText(/^DM-/)).toBeVisible();
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText('Water purifier', { exact: true })).toBeVisible();
    // The confirmation has an address of its own: a reload shows it again, and books nothing more.
    await expect(page).toHaveURL(/\/bookafreehomedemo\?booked=DM-/);
    const demoId = (await page.getByText(/^DM-/).textContent()) ?? '';
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your free demo is booked' })).toBeVisible();
    await expect(page.getByText(demoId, { exact: true })).toBeVisible();
    // A visitor stays a visitor: confirming a number for a demo signs no one in.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();

    // Back to the slots and another time chosen: the demo stays as booked, and says so.
    await page.goBack();
    await expect(slots.getByRole('group', { name: /Demo slots at/ })).toBeVisible();
    await hydrated(page);
    const other = slots.locator('[role="radio"][data-state="available"]').nth(1);
    await other.click();
    await slots.getByRole('button', { name: 'Book my free demo' }).click();
    await expect(page.getByText('This demo was already booked', { exact: true })).toBeVisible();
    await expect(page.getByText(/The time you chose again was not used/)).toBeVisible();
    await expect(page.getByText(demoId, { exact: true })).toBeVisible();
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  });
});

test('the footer leads to the demo form too, and a pincode we do not serve is refused at once', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Book a Free Demo' }).click();
  await expect(page).toHaveURL('/bookafreehomedemo');
  await hydrated(page);

  // Sent empty, each field says what it needs, and the first one to fix has the focus.
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByRole('button', { name: 'Continue' }).click();
  await expect(details.getByText('Enter your name, in letters.')).toBeVisible();
  await expect(details.getByLabel('Your name')).toBeFocused();

  await fillDetails(page, { name: 'Arjun Shah', pincode: '380009' });

  await expect(
    page.getByText(
      'We do not give home demos at this pincode yet. Try the pincode of another address, or call us to ask when we will.',
    ),
  ).toBeVisible();
  await expect(details.getByLabel('Pincode')).toBeFocused();
  // Told before confirming a number: the form stays on the details.
  await expect(page.getByRole('region', { name: 'Confirm your mobile number' })).toBeHidden();
});

test('a new number refused keeps the code sent before, for the number it went to', async ({ page }) => {
  const visitor = '9811100003';
  await page.goto('/bookafreehomedemo');
  await hydrated(page);
  await fillDetails(page, { name: 'Kavya Nair', pincode: '560034' });
  const verify = page.getByRole('region', { name: 'Confirm your mobile number' });
  await verify.getByLabel(/mobile number/i).fill(visitor);
  await verify.getByRole('button', { name: 'Send code' }).click();
  await expect(verify.getByText('Sent by SMS to +91 98111 00003')).toBeVisible();

  await verify.getByLabel(/mobile number/i).fill('12345');
  await verify.getByRole('button', { name: 'Send a new code' }).click();
  await expect(verify.getByText(/Enter a valid 10-digit mobile number/)).toBeVisible();
  await expect(verify.getByText('Sent by SMS to +91 98111 00003')).toBeVisible();
  await expect(verify.getByText(/Sent by SMS to \+91 12345/)).toHaveCount(0);
  await verify.getByLabel('Enter the code').fill(await latestOtp(visitor));
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('region', { name: 'Choose a time' })).toBeVisible();
});

test('/book-a-demo is the same form, open to visitors', async ({ page }) => {
  const response = await page.goto('/book-a-demo');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a free home demo');
  await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor books a free home demo with the plain forms, code and slot included', async ({ page }) => {
    await page.goto('/bookafreehomedemo');
    await fillDetails(page, { name: 'Ravi Kulkarni', pincode: '411001' });
    await confirmNumber(page, VISITOR_WITHOUT_SCRIPTS);

    const slots = page.getByRole('region', { name: 'Choose a time' });
    const choice = slots.getByLabel(/^Demo slots at/);
    const label = (await choice.locator('option').first().textContent()) ?? '';
    await choice.selectOption({ index: 0 });
    await slots.getByRole('button', { name: 'Book my free demo' }).click();

    await expect(page.getByRole('heading', { name: 'Your free demo is booked' })).toBeVisible();
    await expect(page.getByText(/^DM-/)).toBeVisible();
    // The option reads "<day>, <time>": the confirmation names the time.
    await expect(page.getByText(label.split(', ').at(-1) ?? label, { exact: true })).toBeVisible();
  });

  test('a pincode we do not serve is refused by the server, the details kept', async ({ page }) => {
    await page.goto('/book-a-demo');
    await fillDetails(page, { name: 'Arjun Shah', pincode: '380009' });
    await expect(page.getByText(/We do not give home demos at this pincode yet/)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Your name')).toHaveValue(
      'Arjun Shah',
    );
  });
});
