import { expect, test, type Locator, type Page } from '@playwright/test';
import { e2e, expectHeadingsInOrder, hydrated, payInSandbox, routesLoaded, signIn } from './system.ts';

// Service visits as the demo customer books them, from My devices and a device's page: a repair
// (stepping back once), moved to another slot and cancelled; a repair paid online when booked,
// then cancelled and refunded; a reinstall at a new address pinned on the map, followed through
// the field-service simulator to Completed and rated; the free service a plan includes, booked
// and cancelled, and what a device without one is offered instead. What is cancelled leaves the
// devices as they were for the journeys after these; the reinstall stays among the devices' past
// visits, rated.
const DEMO_CUSTOMER = '9000000001';
const OUT_OF_WARRANTY = 'Nirmal RO+UV Purifier';
const PLATINUM = 'Nirmal Aqua Supreme RO+UV+UF';
const COMPREHENSIVE = 'Nirmal Aqua RO+UV 7 L';
const IN_WARRANTY = 'Nirmal Aqua RO';

test.describe.configure({ mode: 'serial' });

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ baseURL: e2e.storefront });
  await page.goto('/');
  await signIn(page, DEMO_CUSTOMER);
});
test.afterAll(() => page.close());

/** Opens My devices from the menu and a device's page from its card, as a customer gets there. */
async function openDevice(name: string) {
  const banner = page.getByRole('banner');
  const phoneMenu = banner.getByRole('button', { name: 'Menu' });
  if (await phoneMenu.isVisible()) {
    await phoneMenu.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My Devices' }).click();
  } else {
    await banner.getByRole('button', { name: 'Asha Verma' }).click();
    await banner.getByRole('link', { name: 'My Devices' }).click();
  }
  await expect(page).toHaveURL('/amc/my-devices');
  await page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page).toHaveURL(/\/amc\/my-device\?id=AST-/);
  await hydrated(page);
}

const step = (name: string | RegExp) => page.getByRole('heading', { level: 2, name });

/**
 * What is located shows between the page's sticky header and the bottom of the window: whole, or
 * from its top when it is taller than that.
 */
async function expectInViewBelowHeader(located: Locator) {
  await expect
    .poll(async () => {
      const [box, header] = await Promise.all([
        located.boundingBox(),
        page.getByRole('banner').first().boundingBox(),
      ]);
      if (!box || !header) return 'not shown';
      const top = header.y + header.height;
      const bottom = page.viewportSize()?.height ?? 0;
      const fits = box.height <= bottom - top;
      return box.y >= top && (box.y + box.height <= bottom || (!fits && box.y < bottom))
        ? 'in view'
        : `${box.y}–${box.y + box.height} outside ${top}–${bottom}`;
    })
    .toBe('in view');
}

/** The step moved to has the focus on its heading, in view (not the page's body, nor under the header). */
async function expectStepFocused(name: string | RegExp) {
  await expect(step(name)).toBeFocused();
  await expectInViewBelowHeader(step(name));
}

/** Each heading of the page names something of its own. */
async function expectDistinctHeadings() {
  const names = await page.getByRole('heading').allTextContents();
  expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
}

/** Chooses the first free slot of the calendar and continues to the summary, where it is held. */
async function chooseFirstFreeSlot() {
  await expect(step(/Book a slot|Reschedule your visit/)).toBeVisible();
  const slot = page.getByRole('radio', { disabled: false }).filter({ hasText: /AM|PM/ }).first();
  await slot.check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/step=request-summary/);
  await expectStepFocused(/Review your booking|Check your new visit/);
  await expect(page.getByText(/We are holding this slot for you until/)).toBeVisible();
}

/** From a device's page to "Book a service" with a kind of visit chosen, as the customer gets there. */
async function chooseVisit(name: string, kind: string) {
  await openDevice(name);
  await page.getByRole('main').getByRole('link', { name: 'Book a service', exact: true }).click();
  await hydrated(page);
  await page.getByRole('button', { name: 'Book a new service' }).click();
  await page.getByText(kind, { exact: true }).click();
}

/** From the Platinum device's page to the reinstall's address step, as the customer gets there. */
async function startReinstall() {
  await chooseVisit(PLATINUM, 'Re-installation');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(step('Where should we re-install it?')).toBeVisible();
}

/** The open request's card on the device page. */
const openCard = (serviceRequestID: string) =>
  page.getByRole('article').filter({ hasText: serviceRequestID });

let repairID = '';
let repairPrice = '';
let repairAddress = '';

test('books a repair from the device page, stepping back once, with its price before confirming', async () => {
  await openDevice(OUT_OF_WARRANTY);
  await page.getByRole('main').getByRole('link', { name: 'Book a service', exact: true }).click();
  await expect(page).toHaveURL(/\/service\?id=AST-/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a service' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: 'Book a new service' }).click();

  await expect(page).toHaveURL(/step=book-service/);
  await expectStepFocused('Choose a service');
  // The page, its progress and its step each say what they are.
  await expectDistinctHeadings();
  await expect(page.getByRole('navigation', { name: 'Booking progress' })).not.toContainText(
    'Book a service',
  );
  await page.getByText('Repair', { exact: true }).click();
  await page.getByLabel('What is the problem?').selectOption({ label: 'Water is leaking' });
  const remarks = page.getByRole('textbox', { name: 'Additional remarks (optional)' });
  await remarks.fill('Ring the bell twice');
  // Answers given are kept over a reload before Continue is pressed.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('radio', { name: 'Repair', exact: true })).toBeChecked();
  await expect(page.getByLabel('What is the problem?')).toHaveValue(/.+/);
  await expect(remarks).toHaveValue('Ring the bell twice');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStepFocused('Select repair');
  await page.getByRole('checkbox', { name: 'Find and fix a leak' }).check();
  await page.reload();
  await hydrated(page);
  await expect(step('Select repair')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Find and fix a leak' })).toBeChecked();
  // The estimate names the visit charge it counts, so it is the price the summary shows.
  const estimate = page.getByText('Estimated total').locator('..');
  await expect(estimate).toContainText(/Includes the ₹[\d,]+ visit charge\./);
  const estimated = (await estimate.getByText(/^₹[\d,]+$/).textContent()) ?? '';
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStepFocused('Book a slot');

  // Back once: the repair chosen is still chosen; the browser's address says the step.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/step=select-repair/);
  await expect(page.getByRole('checkbox', { name: 'Find and fix a leak' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  // A reload keeps the step and the answers given before it (kept in this browser).
  await expect(page).toHaveURL(/step=book-slot/);
  await page.reload();
  await hydrated(page);
  await expect(step('Book a slot')).toBeVisible();
  await expect(page).toHaveURL(/step=book-slot/);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Find and fix a leak' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  await chooseFirstFreeSlot();
  const summary = page.getByRole('region', { name: 'Review your booking' });
  await expect(summary).toContainText('Repair');
  // The problem in the words it was chosen by, not its code.
  await expect(summary).toContainText('Water is leaking');
  await expect(summary).not.toContainText('LEAKING');
  await expect(summary).toContainText(OUT_OF_WARRANTY);
  await expect(summary).toContainText(/₹/);
  repairPrice =
    (await summary
      .getByText(/^₹[\d,]+$/)
      .last()
      .textContent()) ?? '';
  expect(repairPrice).toBe(estimated);
  // The price line by line: the visit charge and the repair chosen.
  const priceLines = summary.getByRole('group', { name: 'Price' });
  await expect(priceLines).toContainText('Visit charge');
  await expect(priceLines).toContainText('Find and fix a leak');
  repairAddress = (await summary.locator('address').textContent()) ?? '';
  expect(repairAddress).not.toBe('');
  await page.getByRole('radio', { name: 'Pay the technician after the visit' }).check();
  await expectHeadingsInOrder(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByRole('heading', { name: 'Service booked' })).toBeVisible();
  await expect(page).toHaveURL(/step=booking-success/);
  repairID =
    (await page
      .getByText(/^SR-\d+$/)
      .first()
      .textContent()) ?? '';
  expect(repairID).toMatch(/^SR-\d+$/);
  // Nothing goes back from success, and the browser's Back leads to the device's requests, which
  // list the one booked, rather than to the booking's steps emptied.
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/step=pending-requests/);
  await expect(openCard(repairID)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm booking' })).toHaveCount(0);
});

test('reschedules the repair from the device page, with a reason', async () => {
  await openDevice(OUT_OF_WARRANTY);
  await openCard(repairID).getByRole('button', { name: 'Reschedule' }).click();
  await expect(page).toHaveURL(new RegExp(`reschedule=${repairID}.*step=book-slot`));
  await hydrated(page);
  await expect(page.getByText('Currently booked')).toBeVisible();
  // The repair took the earliest free slot; move it to a free slot of the last day offered, which
  // is another slot whatever the time of day the journey runs.
  const days = page.getByRole('list', { name: 'Choose a date' }).getByRole('button');
  const slots = page.getByRole('radio', { disabled: false }).filter({ hasText: /AM|PM/ });
  for (let day = (await days.count()) - 1; day >= 0; day--) {
    await days.nth(day).click();
    if ((await slots.count()) > 0) break;
  }
  await slots.last().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(step('Check your new visit')).toBeVisible();
  // The visit moves as booked: its place, problem and price stay.
  const summary = page.getByRole('region', { name: 'Check your new visit' });
  await expect(summary.locator('address')).toHaveText(repairAddress);
  await expect(summary).toContainText('Water is leaking');
  await expect(summary.getByText(repairPrice, { exact: true }).last()).toBeVisible();
  await page.getByRole('button', { name: 'Confirm reschedule' }).click();
  // The question left unanswered takes the focus, in view with its message.
  const reasons = page.getByRole('group', { name: 'Why are you rescheduling?' });
  await expect(reasons).toContainText('Choose a reason from the list.');
  await expect(reasons.getByRole('radio').first()).toBeFocused();
  await expectInViewBelowHeader(reasons);
  await page.getByText('Another time suits me better').click();
  await page.getByRole('button', { name: 'Confirm reschedule' }).click();
  await expect(page.getByRole('heading', { name: 'Visit rescheduled' })).toBeVisible();

  // Back from the visit moved leads to the device's requests, where a new booking is a new one.
  await page.goBack();
  await expect(page).toHaveURL(/step=pending-requests/);
  await page.getByRole('button', { name: 'Book a new service' }).click();
  await expectStepFocused('Choose a service');
  await expect(page.getByRole('group', { name: 'What do you need?' })).toBeVisible();
  await expect(page).not.toHaveURL(/reschedule=/);
});

test('cancels the repair from tracking, with a reason', async () => {
  await page.goto(`/statusTracking?request=${repairID}`);
  await expect(page.getByRole('main')).toContainText('Rescheduled');
  await page.getByRole('link', { name: 'All your requests' }).click();
  await hydrated(page);
  await openCard(repairID).getByRole('button', { name: 'Cancel request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this visit?' });
  await dialog.getByRole('button', { name: 'Cancel visit' }).click();
  await expect(dialog.getByText('Choose a reason from the list.')).toBeVisible();
  await dialog.getByText('I booked it by mistake').click();
  await expect(dialog.getByText('Choose a reason from the list.')).toBeHidden();
  await dialog.getByRole('button', { name: 'Cancel visit' }).click();
  await expect(dialog).toBeHidden();
  // The button that opened the dialog went with the visit: the page says what happened.
  await expect(
    page.getByText(`Visit ${repairID} is cancelled. The technician will not come.`, { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Past requests' }).getByRole('article').filter({ hasText: repairID }),
  ).toContainText('Cancelled');
});

test('a step continued without an answer it needs focuses that question, in view with its message', async () => {
  await openDevice(OUT_OF_WARRANTY);
  await page.getByRole('main').getByRole('link', { name: 'Book a service', exact: true }).click();
  await hydrated(page);
  await page.getByRole('button', { name: 'Book a new service' }).click();
  await expectStepFocused('Choose a service');
  const continueButton = page.getByRole('button', { name: 'Continue' });

  const kinds = page.getByRole('group', { name: 'What do you need?' });
  await continueButton.click();
  await expect(kinds.getByRole('radio').first()).toBeFocused();
  await expectInViewBelowHeader(kinds);
  await kinds.getByText('Repair', { exact: true }).click();
  await continueButton.click();
  const problem = page.getByLabel('What is the problem?');
  await expect(problem).toBeFocused();
  await expectInViewBelowHeader(problem);
  await problem.selectOption({ label: 'Water is leaking' });
  await continueButton.click();

  await expectStepFocused('Select repair');
  await continueButton.click();
  const repairs = page.getByRole('group', { name: 'Repairs needed' });
  await expect(repairs).toContainText('Please choose at least one repair');
  await expect(repairs.getByRole('checkbox').first()).toBeFocused();
  await expectInViewBelowHeader(repairs);
  await repairs.getByRole('checkbox', { name: 'Find and fix a leak' }).check();
  await continueButton.click();

  await expectStepFocused('Book a slot');
  await continueButton.click();
  await expect(page.getByText('Please choose a slot to continue.')).toBeVisible();
  const slots = page.getByRole('radiogroup', { name: /^Time slots on/ });
  await expect(slots.getByRole('radio', { disabled: false }).first()).toBeFocused();
  await expectInViewBelowHeader(slots);
});

test('pays for a repair online when booking it, and the request shows the amount collected', async () => {
  await chooseVisit(OUT_OF_WARRANTY, 'Repair');
  await page.getByLabel('What is the problem?').selectOption({ label: 'Water is leaking' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: 'Find and fix a leak' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await chooseFirstFreeSlot();
  const price = (
    await page
      .getByRole('region', { name: 'Review your booking' })
      .getByText(/^₹[\d,]+$/)
      .last()
      .textContent()
  )?.trim();
  await page.getByRole('radio', { name: 'Pay online now' }).check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(/\/ecom\/payment\/[\w-]+$/);
  // The payment page names the visit, and leads to the devices, never to product orders.
  await expect(page.getByRole('main')).toContainText(`Repair visit for ${OUT_OF_WARRANTY}`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Your devices' })).toBeVisible();
  // Placed from the visit, not from checkout: Pay starts with a provider chosen, never with none.
  await expect(page.getByRole('main').getByRole('radio', { checked: true })).toHaveCount(1);
  await payInSandbox(page, 'Razorpay');
  await page.getByRole('link', { name: 'Track your service requests' }).click();
  await expect(page).toHaveURL('/statusTracking');
  await page
    .getByRole('region', { name: 'Open requests' })
    .getByRole('listitem')
    .filter({ hasText: OUT_OF_WARRANTY })
    .getByRole('link', { name: /^Track request SR-/ })
    .click();
  const tracker = page.getByRole('list', { name: 'Service status' });
  await expect(tracker).toContainText('Payment received');
  await expect(tracker).toContainText('Repair Scheduled');
  await expect(page.getByRole('main')).toContainText(`${price} paid online`);
  const paidID = new URL(page.url()).searchParams.get('request') ?? '';

  // Its payment is an order of its own: what happened to it (nothing is packed or shipped), with
  // no cancelling there: the visit is cancelled from its request, which refunds it.
  await page.getByRole('link', { name: 'View payment and invoice' }).click();
  await expect(page).toHaveURL(/\/ecom\/order\/[\w-]+$/);
  const orderStatus = page.getByRole('list', { name: 'Order status' });
  await expect(orderStatus).toContainText('Order placed');
  await expect(orderStatus).not.toContainText('Shipped');
  await expect(page.getByRole('heading', { name: 'Cancel this order' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Delivery address' })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('This order pays for a service visit');
  await page.goBack();

  // Cancelled, it is refunded, and the device is as the demo data had it.
  await page.getByRole('link', { name: 'All your requests' }).click();
  await hydrated(page);
  await openCard(paidID).getByRole('button', { name: 'Cancel request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this visit?' });
  await dialog.getByText('I booked it by mistake').click();
  await dialog.getByRole('button', { name: 'Cancel visit' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`/statusTracking?request=${paidID}`);
  await expect(page.getByRole('main')).toContainText(`${price} paid online, refund initiated`);
});

test('a periodic service is refused before any slot when the device has no free service left', async () => {
  await chooseVisit(OUT_OF_WARRANTY, 'Periodic service');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/This device has no free service left/)).toBeVisible();
  await expect(page.getByText(/Buy a plan to have free services/)).toBeVisible();
  await expect(page).toHaveURL(/step=book-service/);
});

test('a repair under warranty is free: no price in rupees, and nothing to pay online', async () => {
  await chooseVisit(IN_WARRANTY, 'Repair');
  await page.getByLabel('What is the problem?').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStepFocused('Select repair');
  await page.getByRole('group', { name: 'Repairs needed' }).getByRole('checkbox').first().check();
  await expect(page.getByText('Estimated total').locator('..')).toContainText('Free');
  await expect(page.getByRole('main')).not.toContainText('₹0');
  await expect(page.getByText(/You can pay for this repair online/)).toHaveCount(0);
});

test("the wizard's Back is the browser's Back: it never goes forward, and no step is left twice", async () => {
  await chooseVisit(OUT_OF_WARRANTY, 'Uninstallation');
  // A step is a change of the address alone: the page asks its server for nothing again.
  const loaded = routesLoaded(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(step('Book a slot')).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/step=book-service/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(step('Book a slot')).toBeVisible();

  // The history holds each step once: Back goes step by step to the requests the wizard opened on.
  await page.goBack();
  await expect(page).toHaveURL(/step=book-service/);
  await page.goBack();
  await expect(page).not.toHaveURL(/step=(?!pending-requests)/);
  await expect(page.getByRole('button', { name: 'Book a new service' })).toBeVisible();
  expect(loaded).toEqual([]);
});

let reinstallID = '';

test('books a reinstall at a new address pinned on the map', async () => {
  await startReinstall();
  await page.getByLabel('House / flat number').fill('Flat 7, Lotus Court');
  await page.getByRole('button', { name: 'Pin the new place on a map' }).click();
  await expect(page).toHaveURL(/step=map-locator/);
  await expect(step('Pin your location')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm location' }).click();
  await expect(page).toHaveURL(/step=reinstall-form/);

  // What was typed before the map is still there, beside the place pinned.
  await expect(page.getByLabel('House / flat number')).toHaveValue('Flat 7, Lotus Court');
  await page.getByLabel('Street, area and landmark').fill('East Street, Camp');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').selectOption('Maharashtra');
  await page.getByLabel('Pincode').fill('411001');
  await page.getByRole('button', { name: 'Continue' }).click();

  await chooseFirstFreeSlot();
  await expect(page.getByRole('region', { name: 'Review your booking' })).toContainText(
    'Flat 7, Lotus Court',
  );
  await page.getByRole('radio', { name: 'Pay the technician after the visit' }).check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Service booked' })).toBeVisible();
  reinstallID =
    (await page
      .getByText(/^SR-\d+$/)
      .first()
      .textContent()) ?? '';
  expect(reinstallID).toMatch(/^SR-\d+$/);
});

/**
 * Moves a visit through the field-service simulator's steps (assigned, on the way, started,
 * completed) now, by its development call, until it is completed.
 */
async function completeVisit(serviceRequestID: string) {
  for (let step = 0; step < 6; step++) {
    const response = await fetch(`${e2e.api}/api/dev/field-service/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-type': 'web' },
      body: JSON.stringify({ serviceRequestID }),
    });
    const answer = (await response.json()) as { data?: { status: string }; message?: string };
    expect(response.ok, answer.message).toBe(true);
    if (answer.data?.status === 'COMPLETED') return;
  }
  throw new Error(`${serviceRequestID} was not completed`);
}

test('tracks the reinstall through the simulator to Completed', async () => {
  await page.getByRole('button', { name: 'Track status' }).click();
  await expect(page).toHaveURL(new RegExp(`request=${reinstallID}`));
  const tracker = page.getByRole('list', { name: 'Service status' });
  await expect(tracker).toContainText('Request received');
  await expect(tracker).toContainText('Re-installation Scheduled');
  await completeVisit(reinstallID);
  await page.reload();
  await expect(page.getByRole('main')).toContainText('Re-installation Completed');
  await expect(tracker).toContainText('Technician assigned');
  await expect(tracker).toContainText('On the way');
  await expect(tracker).toContainText('Completed');
  await expect(page.getByRole('main')).toContainText(/rated \d\.\d of 5/);
});

test('rates the technician once', async () => {
  await page.getByRole('link', { name: 'Rate your technician' }).click();
  await expect(page).toHaveURL(new RegExp(`/rateProfessional\\?request=${reinstallID}`));
  await hydrated(page);
  await expectDistinctHeadings();
  await page.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(page.getByText('Please choose a rating from 1 to 5')).toBeVisible();
  await page.locator('label').filter({ hasText: '4 out of 5' }).click();
  await expect(page.getByRole('radio', { name: '4 out of 5' })).toBeChecked();
  await page.getByLabel('Remarks (optional)').fill('On time and tidy.');
  await page.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('You have already rated this visit. Thank you!')).toBeVisible();
});

test('a reinstall to a pincode with no service centre is refused at its address, which can be corrected', async () => {
  await startReinstall();
  await page.getByLabel('House / flat number').fill('12, Residency Road');
  await page.getByLabel('Street, area and landmark').fill('Lal Chowk');
  await page.getByLabel('City').fill('Srinagar');
  await page.getByLabel('State').selectOption('Jammu and Kashmir');
  await page.getByLabel('Pincode').fill('190001');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/We do not make service visits at this pincode yet\./)).toBeVisible();
  await expect(page).toHaveURL(/step=reinstall-form/);

  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').selectOption('Maharashtra');
  await page.getByLabel('Pincode').fill('411001');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(step('Book a slot')).toBeVisible();

  // Slots refused for a reason say it on the step, with Back to change the address.
  await page.route('**/api/schedule/slotData?*', (route) =>
    route.fulfill({
      status: 409,
      json: { code: 'OUTSIDE_SERVICE_AREA', message: 'We do not make service visits at this pincode yet.' },
    }),
  );
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByLabel('Pincode').fill('411057');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(step('Book a slot')).toBeVisible();
  await expect(page.getByText('We do not make service visits at this pincode yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(step('Where should we re-install it?')).toBeVisible();
  await page.unroute('**/api/schedule/slotData?*');
});

test('books the free service a plan includes, then cancels it from the wizard', async () => {
  await openDevice(COMPREHENSIVE);
  await page.getByRole('main').getByRole('link', { name: 'Free service', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Free service for your ${COMPREHENSIVE}` }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('free services left');
  await page.getByRole('link', { name: 'Book your free service' }).click();
  await hydrated(page);
  await expect(page.getByRole('radio', { name: /Periodic service/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await chooseFirstFreeSlot();
  await expect(page.getByRole('region', { name: 'Review your booking' })).toContainText('Free');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Service booked' })).toBeVisible();
  const freeID =
    (await page
      .getByText(/^SR-\d+$/)
      .first()
      .textContent()) ?? '';

  // Reloaded, the booking made is not offered again: the device's requests list it.
  await page.reload();
  await hydrated(page);
  await expect(page).toHaveURL(/step=pending-requests/);
  await expect(openCard(freeID)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Service booked' })).toHaveCount(0);

  // From the pending request list, the first step of the wizard.
  await page.getByRole('link', { name: 'Back to the device' }).click();
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name: 'Book a service', exact: true }).click();
  // The device page lists the same request with the same button: act only once the list has come.
  await expect(page.getByRole('heading', { level: 1, name: 'Book a service' })).toBeVisible();
  await openCard(freeID).getByRole('button', { name: 'Cancel request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this visit?' });
  await dialog.getByText('I booked it by mistake').click();
  await dialog.getByRole('button', { name: 'Cancel visit' }).click();
  await expect(dialog).toBeHidden();
  await expect(openCard(freeID)).toHaveCount(0);
});

test('a device with no free service is led to a plan or a repair, and back to the device', async () => {
  await openDevice(OUT_OF_WARRANTY);
  const deviceUrl = page.url();
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Free service', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Free service for your ${OUT_OF_WARRANTY}` }),
  ).toBeVisible();
  await expect(main).toContainText('Buy a plan, or book a repair if something is wrong.');
  await hydrated(page);
  await main.getByRole('link', { name: 'Buy a plan' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Maintenance plans for ${OUT_OF_WARRANTY}` }),
  ).toBeVisible();
  await page.goBack();
  await main.getByRole('link', { name: 'Book a repair' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book a service' })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole('radio', { name: 'Repair', exact: true })).toBeChecked();
  await page.goBack();
  await main.getByRole('link', { name: 'Back to the device' }).click();
  await expect(page).toHaveURL(deviceUrl);
});

test("a signed-out visitor is sent to sign in and back, and the footer's links lead to the pages", async ({
  browser,
}) => {
  const visitor = await browser.newPage({ baseURL: e2e.storefront });
  await visitor.goto('/');
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Track a Service Request' }).click();
  await expect(visitor).toHaveURL(/\/login\?redirectTo=%2FstatusTracking/);
  await visitor.close();
  // Signed in, the footer's "Book a Service" asks which device (or takes the one chosen in this tab).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Book a Service' }).click();
  await expect(page).toHaveURL(/\/service\?id=AST-/);
});
