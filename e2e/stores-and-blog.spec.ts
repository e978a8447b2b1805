import { expect, test } from '@playwright/test';
import { expectHeadingsInOrder, hydrated } from './system.ts';

test('a visitor finds the stores near their pincode and opens one: address, hours, phone, directions and devices', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Find a Store', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a store');
  await hydrated(page);

  const finder = page.getByRole('search', { name: 'Find a store' });
  await finder.getByLabel('City or pincode').fill('5600');
  await finder.getByRole('button', { name: 'Find stores' }).click();
  await expect(finder.getByLabel('City or pincode')).toHaveAccessibleDescription(/Enter a 6-digit pincode\./);

  await finder.getByLabel('City or pincode').fill('560034');
  await finder.getByRole('button', { name: 'Find stores' }).click();
  await expect(page).toHaveURL('/stores?near=560034');
  await expect(page.getByRole('status')).toHaveText('Stores near 560034');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Bengaluru']);
  await expectHeadingsInOrder(page);

  await page.getByRole('link', { name: 'Nirmal Experience Centre, Indiranagar' }).click();
  await expect(page).toHaveURL('/s/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nirmal Experience Centre, Indiranagar');
  await expect(page).toHaveTitle('Nirmal Experience Centre, Indiranagar | Nirmal stores');
  await expect(page.getByText('10 am to 9 pm, every day')).toBeVisible();
  await expect(page.getByRole('link', { name: '+91 80691 51515' })).toHaveAttribute(
    'href',
    'tel:+918069151515',
  );
  await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=12.9719%2C77.6412',
  );
  await expectHeadingsInOrder(page);

  const onDisplay = page.getByRole('region', { name: 'Devices on display' });
  await onDisplay.getByRole('link', { name: 'Nirmal AirPure 700 Smart' }).click();
  await expect(page).toHaveURL('/dp/airpure-700-smart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nirmal AirPure 700 Smart');
});

test('a city with no store says so and lists every store', async ({ page }) => {
  await page.goto('/stores');
  await hydrated(page);
  await page.getByLabel('City or pincode').fill('Kolkata');
  await page.getByRole('button', { name: 'Find stores' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'We have no store near Kolkata yet. Here are all our stores.',
  );
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Bengaluru',
    'Delhi',
    'Mumbai',
    'Chennai',
  ]);
});

test("an unknown store is the site's not-found page", async ({ page }) => {
  for (const path of ['/s/99', '/s/first']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test('a post leads to its category, whose posts are only of that category', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('link', { name: 'Keeping indoor air clean through the winter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Keeping indoor air clean through the winter',
  );

  await page.getByRole('main').getByRole('link', { name: 'Air', exact: true }).click();
  await expect(page).toHaveURL('/blog/category/air');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Air');
  await expect(page).toHaveTitle('Air | Nirmal blog');
  const posts = page.getByRole('main').getByRole('listitem');
  await expect(posts).toHaveCount(1);
  await expectHeadingsInOrder(page);

  await page.getByRole('link', { name: 'All posts' }).click();
  await expect(page).toHaveURL('/blog');
  await page.getByRole('main').getByRole('link', { name: 'Water', exact: true }).first().click();
  await expect(page).toHaveURL('/blog/category/water');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);

  expect((await page.goto('/blog/category/vacuum'))?.status()).toBe(404);
});
