import { expect, test } from '@playwright/test';
import { e2e, hydrated } from './system.ts';

test('a visitor books a call-back from a sales expert with the floating button, and reads when it will be', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const launcher = page.getByRole('button', { name: 'Talk to a sales expert' });
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  await launcher.click();

  const panel = page.getByRole('dialog', { name: 'Talk to a sales expert' });
  await expect(panel).toBeVisible();
  // Behind the open (modal) panel the button is hidden from the accessibility tree, showing its down arrow.
  await expect(
    page.getByRole('button', { name: 'Talk to a sales expert', includeHidden: true }),
  ).toHaveAttribute('aria-expanded', 'true');
  await panel.getByRole('button', { name: 'Book my call' }).click();
  await expect(panel.getByLabel('Your name')).toHaveAccessibleDescription(/Enter your name, in letters\./);
  await expect(panel.getByLabel('Mobile number')).toHaveAccessibleDescription(
    /Enter a valid 10-digit mobile number/,
  );

  await panel.getByLabel('Your name').fill('Kavya Menon');
  await panel.getByLabel('Mobile number').fill('98450 33333');
  await panel.getByRole('radio', { name: 'Air purifier' }).check();
  // Tomorrow has every time of the day ahead of it.
  const days = panel.getByRole('group', { name: 'When shall we call?' });
  await days.getByRole('button').nth(1).click();
  await panel.getByRole('radio', { name: /11:00 AM – 11:30 AM/ }).click();
  await panel.getByRole('button', { name: 'Book my call' }).click();

  await expect(panel.getByRole('heading', { name: 'Your call is booked' })).toBeVisible();
  await expect(panel).toContainText('A sales expert will call you on +91 98450 33333.');
  await expect(panel).toContainText('11:00 AM – 11:30 AM');
  await expect(panel).toContainText(/SA-[0-9A-F]{8}/);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  await expect(launcher).toBeFocused();
});

test('the sale-assist button stays away from sign-in, demo booking, choosing a plan and the app webview', async ({
  page,
  context,
}) => {
  const launcher = page.getByRole('button', { name: 'Talk to a sales expert' });
  await page.goto('/');
  await expect(launcher).toBeVisible();

  for (const path of ['/login', '/bookafreehomedemo']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(launcher, path).toHaveCount(0);
  }

  await context.addCookies([{ name: 'nirmal_client', value: 'flutter', url: e2e.storefront }]);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(launcher).toHaveCount(0);
});
