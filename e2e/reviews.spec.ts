import { expect, test, type Page } from '@playwright/test';
import { expectHeadingsInOrder, hydrated, signIn } from './system.ts';

// Reviews on a product page, and writing one from a delivered order. The seed: Asha (9000000001)
// has a delivered order, OD90000000000004, of the AirPure Mini in white; its model has 2,204
// ratings (4.2), five of them with written reviews. Asha's review is deleted at the end, so the
// journeys after this one find her data as the seed left it.
const ASHA = '9000000001';
const DELIVERED_ORDER = 'OD90000000000004';
const PRODUCT = 'Nirmal AirPure Mini, White';

const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Ratings and reviews' });

test('a shopper reads the ratings and reviews of a product and filters them by stars', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'For Bedrooms' }).click();
  await page.getByRole('link', { name: PRODUCT }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await hydrated(page);

  // Structured data carries the ratings and the newest reviews.
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  );
  expect(structured.aggregateRating).toMatchObject({ ratingValue: 4.2, ratingCount: 2204, reviewCount: 5 });
  expect(structured.review).toHaveLength(5);

  const reviews = reviewsSection(page);
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByText('2,204 ratings')).toBeVisible();
  await expect(reviews.getByRole('status')).toHaveText('Showing 5 of 5 reviews');
  await expect(reviews.getByRole('article')).toHaveCount(5);
  await expectHeadingsInOrder(page);

  await reviews.getByRole('combobox', { name: 'Filter by rating' }).selectOption({ label: '5 star only' });
  await expect(reviews.getByRole('status')).toHaveText('Showing 2 of 2 reviews');
  for (const stars of await reviews.getByRole('article').getByRole('img').all()) {
    await expect(stars).toHaveAccessibleName('5 out of 5 stars');
  }

  // A bar of the summary filters too, and pressed again shows every review.
  const twos = reviews.getByRole('button', { name: /^2 star/ });
  await twos.click();
  await expect(twos).toHaveAttribute('aria-pressed', 'true');
  await expect(reviews.getByRole('article')).toHaveCount(1);
  await expect(reviews.getByRole('article')).toContainText('App keeps disconnecting');
  await twos.click();
  await expect(reviews.getByRole('article')).toHaveCount(5);

  await reviews.getByRole('combobox', { name: 'Sort reviews' }).selectOption({ label: 'Lowest rating' });
  await expect(reviews.getByRole('article').first().getByRole('img')).toHaveAccessibleName(
    '2 out of 5 stars',
  );
});

test('a customer reviews a delivered product from the order page and sees it as a verified purchase', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, ASHA);
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My Orders' }).click();
  await page
    .getByRole('article', { name: `Order ${DELIVERED_ORDER}` })
    .getByRole('link', { name: 'View order details' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${DELIVERED_ORDER}` })).toBeVisible();

  await page.getByRole('link', { name: `Write a review of ${PRODUCT}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible();
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Write a review' });

  // What is wrong is said by the field, before anything is sent.
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByRole('radiogroup', { name: 'Your rating' })).toHaveAccessibleDescription(
    'Choose a rating from 1 to 5 stars.',
  );

  await form.locator('label', { hasText: '4 out of 5' }).click();
  await form.getByRole('textbox', { name: /Title/ }).fill('Quiet enough for the bedroom');
  await form
    .getByRole('textbox', { name: 'Your review' })
    .fill('Runs all night on sleep mode. <b>Markup</b> stays as I typed it.');
  await form.getByRole('button', { name: 'Submit review' }).click();

  // Back on the product's reviews, hers first (newest), marked as a verified purchase.
  await expect(page).toHaveURL(/\/dp\/airpure-mini-white#reviews$/);
  const reviews = reviewsSection(page);
  await expect(reviews.getByText('2,205 ratings')).toBeVisible();
  const mine = reviews.getByRole('article').first();
  await expect(mine.getByRole('heading', { name: 'Quiet enough for the bedroom' })).toBeVisible();
  await expect(mine).toContainText('Asha V.');
  await expect(mine.getByText('Verified purchase')).toBeVisible();
  await expect(mine).toContainText('<b>Markup</b> stays as I typed it.');
  await reviews.getByRole('combobox', { name: 'Filter by rating' }).selectOption({ label: '4 star only' });
  await expect(reviews.getByRole('article').first()).toContainText('Quiet enough for the bedroom');

  // Once per product: the page now offers to edit it; deleting it leaves the seed as it was.
  await reviews.getByRole('link', { name: 'Edit your review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your review' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '4 out of 5' })).toBeChecked();
  await page.getByRole('button', { name: 'Delete your review' }).click();
  await expect(page).toHaveURL(/\/dp\/airpure-mini-white#reviews$/);
  await expect(reviewsSection(page).getByText('2,204 ratings')).toBeVisible();
});
