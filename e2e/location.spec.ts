import { expect, test, type Page } from '@playwright/test';
import { e2e, hydrated, signIn } from './system.ts';

// Where the customer is (§8 geolocation, the gazetteer) as the demo customer meets it: "Use current
// location" in an address form, and the map locator of a reinstall drawn from our own basemap with
// no other server reached. Nothing is saved or booked, so the demo customer stays as they were.
const DEMO_CUSTOMER = '9000000001';
const PLATINUM = 'Nirmal Aqua Supreme RO+UV+UF';
/** A few hundred metres from the centre of Koramangala, Bengaluru 560034. */
const IN_KORAMANGALA = { latitude: 12.937, longitude: 77.626 };

test.describe.configure({ mode: 'serial' });

let page: Page;
/** Every host the page asked for something: the map must need none but ours. */
const hostsAsked = new Set<string>();

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: e2e.storefront,
    viewport: { width: 1280, height: 900 },
    geolocation: IN_KORAMANGALA,
    permissions: ['geolocation'],
  });
  page = await context.newPage();
  page.on('request', (request) => hostsAsked.add(new URL(request.url()).host));
  await page.goto('/');
  await signIn(page, DEMO_CUSTOMER);
});
test.afterAll(() => page.context().close());

test("an address form's Use current location fills the street, city, state and pincode", async () => {
  await page.goto('/customer/account/index');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add address' });

  await dialog.getByRole('button', { name: 'Use current location' }).click();

  await expect(dialog.getByLabel('Street, area and landmark')).toHaveValue('Koramangala');
  await expect(dialog.getByLabel('City')).toHaveValue('Bengaluru');
  await expect(dialog.getByLabel('State')).toHaveValue('Karnataka');
  await expect(dialog.getByLabel('Pincode')).toHaveValue('560034');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the map locator draws the localities offline and pins the current location', async () => {
  await page.getByRole('banner').getByRole('button', { name: 'Asha Verma' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'My Devices' }).click();
  await page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: PLATINUM, exact: true }) })
    .getByRole('link', { name: PLATINUM, exact: true })
    .click();
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name: 'Book a service', exact: true }).click();
  await hydrated(page);
  await page.getByRole('button', { name: 'Book a new service' }).click();
  await page.getByText('Re-installation', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Where should we re-install it?' })).toBeVisible();
  await page.getByRole('button', { name: 'Pin the new place on a map' }).click();
  await expect(page).toHaveURL(/step=map-locator/);

  // Drawn by the map library from our basemap: localities as labelled points.
  const map = page.getByRole('region', { name: 'Map: move it until the pin marks your door' });
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon').getByText(/\w/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Use current location' }).click();
  await expect(map.getByText('Koramangala', { exact: true })).toBeVisible();
  await expect(page.getByText(/near Koramangala, Bengaluru 560034/)).toBeVisible();
  // Only the localities around the pin are drawn: a town far away has no label on the page.
  await expect(map.getByText('Camp', { exact: true })).toHaveCount(0);

  // The keyboard moves the map under the pin too.
  const facts = page.getByText(/^Latitude /);
  const pinned = (await facts.textContent()) ?? '';
  await map.focus();
  await page.keyboard.press('ArrowUp');
  await expect(facts).not.toHaveText(pinned);

  await page.getByRole('button', { name: 'Confirm location' }).click();
  await expect(page).toHaveURL(/step=reinstall-form/);
  await expect(page.getByLabel('Pincode')).toHaveValue('560034');
  await expect(page.getByLabel('City')).toHaveValue('Bengaluru');

  const storefront = new URL(e2e.storefront).host;
  expect([...hostsAsked].filter((host) => host !== storefront)).toEqual([]);
});
