import { expect, test, type Page } from '@playwright/test';
import { addAddress, payFromCheckout, toCheckout } from './checkout-steps.ts';
import {
  expectHeadingsInOrder,
  expectNoSidewaysScroll,
  hydrated,
  latestOtp,
  setFaults,
  signIn,
} from './system.ts';

// Checkout and payment as a customer does them: from the home page to a product, the cart,
// checkout with a new delivery address, the provider's sandbox page (served by commerce-api, where
// the tester chooses what happens), the outcome page and the order in My orders. Each journey
// signs in a number of its own, so each starts with an empty cart and no addresses.

type Provider = 'Razorpay' | 'PayU';
type SandboxOutcome = 'Success' | 'Failure' | 'Cancel';

/** Presses Pay on the payment page, and on the sandbox chooses what happens. Answers when Pay was pressed. */
async function payInSandbox(page: Page, provider: Provider, outcome: SandboxOutcome) {
  await page.getByRole('radio', { name: provider }).check();
  const pressed = performance.now();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${provider} sandbox` })).toBeVisible();
  await page.getByRole('radio', { name: outcome }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  return pressed;
}

const orderIdOnPage = async (page: Page) =>
  (await page.getByRole('definition').first().textContent())?.trim() ?? '';

/** Applies a code in the cart, and the coupon OTP sent to the customer's phone when it needs one. */
async function applyCoupon(page: Page, code: string, otpTo?: string) {
  await page.getByRole('textbox', { name: 'Coupon code' }).fill(code);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  if (otpTo) {
    await expect(page.getByLabel(/digit 1 of/i)).toBeVisible();
    await page.getByLabel(/digit 1 of/i).pressSequentially(await latestOtp(otpTo));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(page.getByRole('main').getByRole('button', { name: `Remove coupon ${code}` })).toBeVisible();
}

async function journey(
  page: Page,
  mobile: string,
  provider: Provider,
  coupons: 'with coupons' | 'without' = 'without',
) {
  // With the refund followed to its end, the journey takes longer than most.
  test.setTimeout(60_000);
  await toCheckout(
    page,
    mobile,
    coupons === 'with coupons'
      ? async (cart) => {
          await hydrated(cart);
          await applyCoupon(cart, 'FLAT500');
          await applyCoupon(cart, 'PHONE750', mobile);
        }
      : undefined,
  );
  await addAddress(page);
  // Every amount on the page comes from the server, in rupees with Indian digit grouping.
  const summary = page.getByRole('region', { name: 'Payment summary' });
  await expect(summary).toContainText(/₹\d{1,2}(,\d{2})*,\d{3}/);
  if (coupons === 'with coupons') {
    // The coupons of the cart (₹500 and ₹750) are taken off the price the customer pays.
    await expect(summary).toContainText(/Coupon discount\s*−₹1,250/);
  }
  await payFromCheckout(page);
  const pressed = await payInSandbox(page, provider, 'Success');
  await expect(page).toHaveURL(/\/payment\/success\/\?orderId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  console.log(`${provider} sandbox: Pay → success page in ${Math.round(performance.now() - pressed)} ms`);
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  // The cart is emptied once the order is paid.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, no items' })).toBeVisible();

  // The order in My orders, from the header's account menu.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL('/ecom/orders');
  const card = page.getByRole('article', { name: `Order ${orderId}` });
  await expect(card).toContainText('Confirmed');
  await expectHeadingsInOrder(page);
  // A filter is a step in the history: Back undoes it, the filter's choice with it.
  await hydrated(page);
  await page.getByLabel('Status').selectOption({ label: 'Shipped' });
  await expect(page).toHaveURL(/status=shipped/);
  await expect(page.getByLabel('Status')).toBeFocused();
  await expect(card).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL('/ecom/orders');
  await expect(card).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('');
  await card.getByRole('link', { name: 'View order details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
  const orderStatus = page.getByRole('list', { name: 'Order status' });
  await expect(orderStatus).toContainText('Payment received');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(
    new RegExp(`Paid with\\s*${provider}`),
  );
  const invoice = page.getByRole('region', { name: 'Tax invoice' });
  await expect(invoice).toContainText('Supplier GSTIN');
  await expect(invoice).toContainText(/CGST|IGST/);
  await hydrated(page);

  // Cancel, with a reason and a confirmation; the refund is on its way.
  await page.getByLabel('Why are you cancelling?').selectOption({ label: 'I changed my mind' });
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
  // The order as it is after cancelling comes once, with the page's reload; the browser does not ask again.
  const detailsAsked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/order/getOrderDetails')) detailsAsked.push(request.url());
  });
  await confirm.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(page.getByText('Your order is cancelled')).toBeVisible();
  // The focus goes to what happened, in view, not to the page at large.
  await expect(page.getByText('Your order is cancelled')).toBeInViewport();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
    .toContain('Your order is cancelled');
  await expect(page.getByText(/Refund/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  expect(detailsAsked).toEqual([]);
  // The refund is its own step, after the cancelling, not a second "Cancelled".
  const steps = orderStatus.getByRole('listitem');
  await expect(steps.filter({ hasText: /^Cancelled/ })).toHaveCount(1);
  await expect(steps.last()).toContainText('Refund initiated');

  // The provider refunds it (its sandbox in half a second, the refund sweep every 2 s in the
  // journeys) and says so by webhook: a look at the order later shows the day the money went back.
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByText(/^Refunded on \d{1,2} \w{3} \d{4} to your original payment method\.$/).first(),
    ).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test('a customer applies a coupon and an OTP coupon, pays through the Razorpay sandbox, finds the order in My orders and cancels it', async ({
  page,
}) => {
  await journey(page, '9000000201', 'Razorpay', 'with coupons');
});

test('the same journey through the PayU sandbox', async ({ page }) => {
  await journey(page, '9000000202', 'PayU');
});

test('a failed payment, then a successful retry of the same order', async ({ page }) => {
  await toCheckout(page, '9000000203');
  await addAddress(page);
  await payFromCheckout(page);
  const paymentUrl = page.url();
  await payInSandbox(page, 'Razorpay', 'Failure');
  await expect(page).toHaveURL(/\/payment\/failure\/\?orderId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
  const orderId = await orderIdOnPage(page);

  await page.getByRole('link', { name: 'Retry payment' }).click();
  await expect(page).toHaveURL(paymentUrl);
  await expect(page.getByText('Your last payment did not go through')).toBeVisible();
  // A declined payment took nothing: no refund is promised.
  await expect(page.getByText('Nothing was charged for it. You can pay again below.')).toBeVisible();
  await hydrated(page);
  await payInSandbox(page, 'Razorpay', 'Success');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  expect(await orderIdOnPage(page)).toBe(orderId);
});

test('a payment started while Razorpay is slow, then down, is refused with a message; paying again makes one paid order', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await toCheckout(page, '9000000231');
  await addAddress(page);
  await payFromCheckout(page);
  const refused = page.getByText(
    'Razorpay is not answering right now. Your order is saved: try paying again in a minute, or choose another way to pay.',
  );
  try {
    await setFaults(page, { payments: 'slow', slowMs: 10_000 });
    await page.getByRole('radio', { name: 'Razorpay' }).check();
    const pressed = performance.now();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    // Given up on within the provider's timeout (4 s), well before the sandbox would answer.
    await expect(refused).toBeVisible({ timeout: 9_000 });
    console.log(`Razorpay slow: refused with a message after ${Math.round(performance.now() - pressed)} ms`);

    // Down: the same message, at once.
    await setFaults(page, { payments: 'down' });
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    const again = performance.now();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await answered;
    expect(performance.now() - again).toBeLessThan(2_000);
    await expect(refused).toBeVisible();
  } finally {
    await setFaults(page, { payments: 'none' });
  }

  // Back up: paying again goes through, and the customer has one order, paid once.
  await payInSandbox(page, 'Razorpay', 'Success');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await page.goto('/ecom/orders');
  await expect(page.getByRole('article', { name: /^Order / })).toHaveCount(1);
  await expect(page.getByRole('article', { name: /^Order / })).toContainText('Confirmed');
});

test('a payment page opened again after paying shows the order paid and cannot pay it twice', async ({
  page,
}) => {
  await toCheckout(page, '9000000204');
  await addAddress(page);
  await payFromCheckout(page);
  const paymentUrl = page.url();
  await payInSandbox(page, 'PayU', 'Success');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();

  await page.goto(paymentUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'This order is paid' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'This order is paid' })).toBeVisible();

  // Even a post straight to the payment page's action starts nothing.
  const posted = await page.request.post(paymentUrl, { form: { provider: 'PAYU' } });
  expect(posted.status()).toBeGreaterThanOrEqual(400);
});

test('checkout checks the assistant code, cannot pay without the terms accepted, and My orders says when nothing matches', async ({
  page,
}) => {
  await toCheckout(page, '9000000205');
  await addAddress(page);
  // A store assistant's code is checked by the server: a former assistant's is refused, a current one applied.
  const code = page.getByRole('textbox', { name: 'Assistant code' });
  await code.fill('NA9999');
  await code.press('Enter');
  await expect(page.getByText(/assistant code is not valid/)).toBeVisible();
  await code.fill('NA1001');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Assistant code applied')).toBeVisible();
  await expect(page).toHaveURL(/assistantCode=NA1001/);

  // The terms of a purchase of products are the site's terms of use, not the AMC plans' terms.
  await expect(page.getByRole('link', { name: 'terms and conditions', exact: true })).toHaveAttribute(
    'href',
    '/terms-of-use',
  );
  await page.getByRole('checkbox', { name: /terms and conditions/ }).uncheck();
  await expect(page.getByText('Please accept the terms and conditions to place your order.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Proceed to pay ₹/ })).toBeDisabled();

  await page.goto('/ecom/orders?status=delivered');
  await expect(page.getByRole('heading', { name: 'No orders match these filters' })).toBeVisible();
});

test('a cart changed in another tab after checkout was shown is not charged as shown: the change is said, then confirmed', async ({
  page,
}) => {
  await toCheckout(page, '9000000207');
  await addAddress(page);
  const shown = await page.getByRole('button', { name: /^Proceed to pay ₹/ }).textContent();
  // Another tab raises the quantity.
  const cart = await page.request.get('/api/public/v1/cart');
  const { data } = (await cart.json()) as { data: { id: string; lines: { id: string }[] } };
  const changed = await page.request.put(`/api/public/v1/cart/cart-item?cartId=${data.id}`, {
    headers: { 'x-client-type': 'web' },
    data: { cartItemId: data.lines[0]?.id, quantity: 2 },
  });
  expect(changed.status()).toBe(200);

  await page.getByRole('button', { name: /^Proceed to pay ₹/ }).click();
  await expect(page.getByText('Your order changed since you saw it')).toBeVisible();
  await expect(page).toHaveURL(/\/ecom\/checkout/);
  const now = page.getByRole('button', { name: /^Proceed to pay ₹/ });
  await expect(now).not.toHaveText(shown ?? '');
  await now.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your order' })).toBeVisible();
});

test('an unpaid order names no provider, and one replaced by a newer order says which; payment pages with nothing to wait for lead on', async ({
  page,
}) => {
  await toCheckout(page, '9000000241');
  await addAddress(page);
  await payFromCheckout(page);
  const first = await orderIdOnPage(page);

  // Not paid yet: the order says so, and names no way it was paid.
  await page.goto(`/ecom/order/${first}`);
  await expect(page.getByText('This order is not paid yet')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment' })).not.toContainText('Paid with');

  // No payment was started, so the status page does not wait: it leads to the payment page.
  await page.goto(`/ecom/payment/status/${first}`);
  await expect(page).toHaveURL(`/ecom/payment/${first}`);

  // Checking out again places a newer order, which replaces the first.
  await page.goto('/ecom/checkout');
  await hydrated(page);
  await payFromCheckout(page);
  const second = await orderIdOnPage(page);
  expect(second).not.toBe(first);
  await page.goto(`/ecom/order/${first}`);
  await expect(page.getByText(/Replaced by a newer order/).first()).toBeVisible();
  await expect(page.getByText('Not paid in time')).toHaveCount(0);
  // No payment was ever started for it and it can no longer be paid (as with an order delivered
  // long ago): its status page has nothing to wait for and shows the order.
  await page.goto(`/ecom/payment/status/${first}`);
  await expect(page).toHaveURL(`/ecom/order/${first}`);
  await page.getByRole('link', { name: `order ${second}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${second}` })).toBeVisible();

  // An outcome page without its order leads to the customer's orders, not to a 404.
  for (const path of ['/payment/success/', '/payment/failure/']) {
    await page.goto(path);
    await expect(page).toHaveURL('/ecom/orders');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('checkout adds an address and places the order with plain forms', async ({ page, browser }) => {
    // Signing in needs the JavaScript: do it in a browser with it, and carry the session over.
    const signedIn = await browser.newContext({ javaScriptEnabled: true });
    const withScript = await signedIn.newPage();
    await withScript.goto('/');
    await signIn(withScript, '9000000208');
    await page.context().addCookies(await signedIn.cookies());
    await signedIn.close();
    await page.request.post('/ecom/cart', { form: { intent: 'add', productId: 'NRM-101-1', quantity: '1' } });

    await page.goto('/ecom/checkout');
    await page.getByLabel('Receiver’s name').fill('Asha Rao');
    const form = page.getByRole('form', { name: 'New delivery address' });
    await form.getByLabel('House / flat number').fill('12, Lake View Apartments');
    await form.getByLabel('Street, area and landmark').fill('MG Road');
    await form.getByLabel('City').fill('Bengaluru');
    await form.getByLabel('State').selectOption('Karnataka');
    await form.getByLabel('Pincode').fill('560001');
    await form.getByRole('button', { name: 'Deliver to this address' }).click();
    await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
    // With a saved address the new-address form folds away, and opens again when asked for.
    await expect(form).toBeHidden();
    await page.getByText('Add a new address').click();
    await expect(form).toBeVisible();
    await page.getByText('Add a new address').click();
    await expect(form).toBeHidden();

    await page.getByRole('button', { name: /^Proceed to pay ₹/ }).click();
    await expect(page).toHaveURL(/\/ecom\/payment\/[\w-]+$/);
    await page.getByRole('radio', { name: 'Razorpay' }).check();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    // The handoff form waits for a press without JavaScript.
    await page.getByRole('button', { name: 'Continue to pay' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Razorpay sandbox' })).toBeVisible();
  });
});

test('a signed-out visitor is sent to sign in from checkout, payment and orders', async ({ page }) => {
  for (const path of ['/ecom/checkout', '/ecom/orders', '/ecom/payment/some-order']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
  }
});

test('an order that could not be created lands on the shared fallback text', async ({ page }) => {
  await page.goto('/');
  await signIn(page, '9000000206');
  await page.goto('/payment/orderfailed');
  await expect(page.getByText('Oops! Something went wrong. Please try again later.')).toBeVisible();
});

test("on a phone, an order's page keeps its number whole, and its invoice's table scrolls in a region of its own, titled outside it", async ({
  page,
}) => {
  const delivered = 'OD90000000000004';
  await page.goto('/');
  await signIn(page, '9000000001');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My Orders' }).click();
  await page
    .getByRole('article', { name: `Order ${delivered}` })
    .getByRole('link', { name: 'View order details' })
    .click();
  const heading = page.getByRole('heading', { level: 1, name: `Order ${delivered}` });
  await expect(heading).toBeVisible();
  // One box: the number is on one line, not broken in two.
  expect(await heading.getByText(delivered).evaluate((number) => number.getClientRects().length)).toBe(1);
  await expectNoSidewaysScroll(page);

  const invoice = page.getByRole('region', { name: 'Tax invoice' });
  const title = invoice.getByRole('heading', { level: 3, name: 'Goods supplied' });
  const titleBox = await title.boundingBox();
  expect((titleBox?.x ?? 0) + (titleBox?.width ?? 0)).toBeLessThanOrEqual(360);
  const lines = invoice.getByRole('region', { name: 'Goods supplied' });
  await expect(lines.getByRole('table', { name: 'Goods supplied' })).toBeVisible();
  expect(await lines.evaluate((scroller) => scroller.scrollWidth > scroller.clientWidth)).toBe(true);
  await lines.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => lines.evaluate((scroller) => scroller.scrollLeft)).toBeGreaterThan(0);
});
