import { ApiCallError } from '@nirmal/domain';
import { REVIEW_MESSAGES } from '@nirmal/domain/contract';
import { describe, expect, it } from 'vitest';
import { ASHA, ROHAN, browserFor, failureOf, signedInBrowser, useCommerceApi } from './support.ts';

const api = useCommerceApi();

// Asha's seeded delivered order holds the AirPure Mini; Rohan has never had a product delivered.
const AIRPURE_MINI = 'NRM-211-1';

const review = {
  rating: 5,
  title: 'Clean air in a week',
  text: 'The bedroom air reads green on the display every morning now.',
};

describe('reviews through the domain client', () => {
  it('reads a summary and a page of reviews, filtered and sorted, as anyone may', async () => {
    const { reviews } = browserFor(api());
    const page = await reviews.list({ productId: AIRPURE_MINI, sort: 'lowest', pageSize: 2 });
    expect(page.summary.count).toBe(Object.values(page.summary.histogram).reduce((sum, n) => sum + n, 0));
    expect(page.reviews).toHaveLength(2);
    expect(page.reviews[0]?.rating).toBeLessThanOrEqual(page.reviews[1]?.rating ?? 0);
    const fives = await reviews.list({ productId: AIRPURE_MINI, stars: 5 });
    expect(fives.reviews.every((item) => item.rating === 5)).toBe(true);
  });

  it('writes, changes and deletes the customer’s own review; others are refused with the message', async () => {
    const asha = await signedInBrowser(api(), ASHA);
    expect(await asha.reviews.mine(AIRPURE_MINI)).toMatchObject({ canReview: true, review: null });
    const written = await asha.reviews.write(AIRPURE_MINI, review);
    expect(written).toMatchObject({ ...review, verifiedPurchase: true });
    expect((await asha.reviews.list({ productId: AIRPURE_MINI })).reviews[0]).toEqual(written);

    const rohan = await signedInBrowser(api(), ROHAN);
    const refused = await failureOf(rohan.reviews.write(AIRPURE_MINI, review));
    expect(refused).toBeInstanceOf(ApiCallError);
    expect(refused).toMatchObject({ status: 403, message: REVIEW_MESSAGES.notDelivered });
    expect(await failureOf(rohan.reviews.change(written.reviewId, review))).toMatchObject({ status: 404 });

    expect(await asha.reviews.change(written.reviewId, { ...review, rating: 4 })).toMatchObject({
      rating: 4,
    });
    await asha.reviews.remove(written.reviewId);
    expect((await asha.reviews.mine(AIRPURE_MINI)).review).toBeNull();
  });
});
