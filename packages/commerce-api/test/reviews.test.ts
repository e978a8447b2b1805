import { describe, expect, test } from 'vitest';
import { CLIENT_TYPE_HEADER, REVIEW_MESSAGES, REVIEW_STARS, reviewCalls } from '@nirmal/domain/contract';
import type { MyReview, Review, ReviewList } from '@nirmal/domain/contract';
import { averageOf } from '../src/modules/reviews/queries.ts';
import { histogramFor } from '../src/modules/reviews/seed.ts';
import { AIRPURE_MINI, AQUA_RO } from './orders-support.ts';
import { ASHA, ROHAN, testApi } from './support.ts';
import type { TestApi } from './support.ts';

// Asha's seeded order OD90000000000004 of the AirPure Mini (model NRM-211) was delivered.
const AIRPURE_MODEL = 'NRM-211';

const good = {
  rating: 4,
  title: 'Quiet in the bedroom',
  text: 'Runs all night on sleep mode and the air feels fresher in the morning.',
};

async function answer<T>(response: Response) {
  return {
    status: response.status,
    body: (await response.json()) as { data: T; message?: string; code?: string },
  };
}

const list = async (api: TestApi, productId: string, query = '') =>
  answer<ReviewList>(await api.request(`${reviewCalls.list.path}?productId=${productId}${query}`));

const mine = async (api: TestApi, cookies: string, productId: string) =>
  answer<MyReview>(await api.request(`${reviewCalls.mine.path}?productId=${productId}`, { cookies }));

const write = async (api: TestApi, cookies: string, body: object) =>
  answer<Review>(await api.request(reviewCalls.create.path, { cookies, json: body }));

const change = async (api: TestApi, cookies: string, reviewId: string, body: object) =>
  answer<Review>(
    await api.request(reviewCalls.update.path.replace(':reviewId', reviewId), {
      cookies,
      method: 'PUT',
      json: body,
    }),
  );

const remove = async (api: TestApi, cookies: string, reviewId: string) =>
  answer<{ reviewId: string }>(
    await api.request(reviewCalls.remove.path.replace(':reviewId', reviewId), {
      cookies,
      method: 'DELETE',
      headers: { [CLIENT_TYPE_HEADER]: 'web' },
    }),
  );

async function catalogueRatings(api: TestApi, modelId: string) {
  return api.db.query<{ productId: string; rating: number; count: number }>(
    `SELECT product_id AS "productId", rating::float8 AS rating, rating_count AS count
       FROM products WHERE family_id = $1 ORDER BY product_id`,
    [modelId],
  );
}

describe('seeded ratings', () => {
  test('a histogram keeps the count it was given and its mean rounds to the rating', () => {
    for (const [average, count] of [
      [4.1, 3120],
      [4.7, 512],
      [3.9, 415],
      [4.6, 64],
    ] as const) {
      const histogram = histogramFor(average, count);
      expect(REVIEW_STARS.reduce((sum, stars) => sum + histogram[stars], 0)).toBe(count);
      expect(averageOf(histogram)).toBe(average);
      expect(histogram[5]).toBeGreaterThan(histogram[4]);
    }
  });

  test("every product's summary adds up and is the catalogue's rating and count", async () => {
    const api = await testApi();
    const products = await api.db.query<{ productId: string; rating: number; count: number }>(
      'SELECT product_id AS "productId", rating::float8 AS rating, rating_count AS count FROM products',
    );
    expect(products.length).toBeGreaterThan(10);
    for (const product of products) {
      const { status, body } = await list(api, product.productId, '&pageSize=20');
      expect(status).toBe(200);
      const { summary, reviews, pagination } = body.data;
      expect(REVIEW_STARS.reduce((sum, stars) => sum + summary.histogram[stars], 0)).toBe(summary.count);
      expect({ average: summary.average, count: summary.count }).toEqual({
        average: product.rating,
        count: product.count,
      });
      expect(summary.reviewCount).toBe(pagination.totalItems);
      expect(reviews.length).toBe(pagination.totalItems);
      for (const stars of REVIEW_STARS) {
        expect(reviews.filter((review) => review.rating === stars).length).toBeLessThanOrEqual(
          summary.histogram[stars],
        );
      }
    }
  });

  test('an unknown product answers 404', async () => {
    const api = await testApi();
    expect((await list(api, 'NRM-999-9')).status).toBe(404);
  });
});

describe('reading reviews', () => {
  test('filtered by stars and sorted four ways, a page at a time', async () => {
    const api = await testApi();
    const all = (await list(api, AQUA_RO, '&pageSize=20')).body.data;
    expect(all.reviews.some((review) => review.verifiedPurchase)).toBe(true);
    expect(all.reviews.some((review) => !review.verifiedPurchase)).toBe(true);

    const fives = (await list(api, AQUA_RO, '&stars=5')).body.data;
    const fivesWritten = all.reviews.filter((review) => review.rating === 5).length;
    expect(fives.pagination.totalItems).toBe(fivesWritten);
    expect(fives.reviews.every((review) => review.rating === 5)).toBe(true);
    expect(fives.summary).toEqual(all.summary);

    const order = async (sort: string, key: (review: Review) => number) =>
      (await list(api, AQUA_RO, `&sort=${sort}&pageSize=20`)).body.data.reviews.map(key);
    const descending = (values: number[]) => [...values].sort((a, b) => b - a);
    const newest = await order('newest', (review) => Date.parse(review.createdAt));
    expect(newest).toEqual(descending(newest));
    const helpful = await order('helpful', (review) => review.helpfulCount);
    expect(helpful).toEqual(descending(helpful));
    const highest = await order('highest', (review) => review.rating);
    expect(highest).toEqual(descending(highest));
    expect(highest[0]).toBe(5);
    const lowest = await order('lowest', (review) => review.rating);
    expect(lowest).toEqual(descending(lowest).reverse());

    const second = (await list(api, AQUA_RO, '&sort=newest&pageSize=2&page=2')).body.data;
    expect(second.reviews.map((review) => review.reviewId)).toEqual(
      (await list(api, AQUA_RO, '&sort=newest&pageSize=20')).body.data.reviews
        .slice(2, 4)
        .map((r) => r.reviewId),
    );
    expect(second.pagination).toMatchObject({
      page: 2,
      pageSize: 2,
      totalPages: Math.ceil(all.reviews.length / 2),
    });

    const refused = await list(api, AQUA_RO, '&stars=6');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(REVIEW_MESSAGES.stars);
  });
});

describe('writing a review', () => {
  test('only a customer with a delivered order of the model may, and must be signed in', async () => {
    const api = await testApi();
    expect((await write(api, '', { ...good, productId: AIRPURE_MINI })).status).toBe(401);

    const rohan = await api.signIn(ROHAN);
    expect((await mine(api, rohan, AIRPURE_MINI)).body.data).toMatchObject({
      canReview: false,
      review: null,
    });
    const refused = await write(api, rohan, { ...good, productId: AIRPURE_MINI });
    expect(refused).toMatchObject({ status: 403, body: { message: REVIEW_MESSAGES.notDelivered } });

    const asha = await api.signIn(ASHA);
    // Delivered: the AirPure Mini. Never ordered: the Aqua RO.
    expect((await write(api, asha, { ...good, productId: AQUA_RO })).status).toBe(403);
    expect((await mine(api, asha, AIRPURE_MINI)).body.data).toMatchObject({
      product: { productId: AIRPURE_MINI, name: expect.stringContaining('AirPure Mini') },
      canReview: true,
      review: null,
    });
    expect((await list(api, AIRPURE_MINI)).body.data.summary.reviewCount).toBe(5);
  });

  test("once per customer per model; the summary and the catalogue's rating count it", async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const before = (await list(api, AIRPURE_MINI)).body.data.summary;

    const written = await write(api, asha, { ...good, productId: AIRPURE_MINI });
    expect(written.status).toBe(200);
    expect(written.body.data).toMatchObject({
      ...good,
      author: 'Asha V.',
      verifiedPurchase: true,
      helpfulCount: 0,
    });

    const after = (await list(api, AIRPURE_MINI)).body.data;
    expect(after.summary.count).toBe(before.count + 1);
    expect(after.summary.reviewCount).toBe(before.reviewCount + 1);
    expect(after.summary.histogram[4]).toBe(before.histogram[4] + 1);
    expect(after.reviews[0]).toEqual(written.body.data);
    for (const product of await catalogueRatings(api, AIRPURE_MODEL)) {
      expect(product).toMatchObject({ rating: after.summary.average, count: after.summary.count });
    }

    const again = await write(api, asha, { ...good, productId: AIRPURE_MINI });
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_REVIEWED', message: REVIEW_MESSAGES.alreadyReviewed },
    });
    expect((await mine(api, asha, AIRPURE_MINI)).body.data.review).toEqual(written.body.data);
  });

  test('another customer can neither change nor delete it; its writer can do both', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const rohan = await api.signIn(ROHAN);
    const { reviewId } = (await write(api, asha, { ...good, productId: AIRPURE_MINI })).body.data;

    const hijack = { rating: 1, title: 'Not mine', text: 'Someone else wrote this over it.' };
    expect(await change(api, rohan, reviewId, hijack)).toMatchObject({
      status: 404,
      body: { message: REVIEW_MESSAGES.unknown },
    });
    expect((await remove(api, rohan, reviewId)).status).toBe(404);
    expect((await mine(api, asha, AIRPURE_MINI)).body.data.review).toMatchObject(good);

    const changed = await change(api, asha, reviewId, { ...good, rating: 1, title: 'Stopped working' });
    expect(changed.body.data).toMatchObject({
      rating: 1,
      title: 'Stopped working',
      updatedAt: expect.any(String),
    });
    const summary = (await list(api, AIRPURE_MINI)).body.data.summary;
    expect((await catalogueRatings(api, AIRPURE_MODEL))[0]).toMatchObject({
      rating: summary.average,
      count: summary.count,
    });

    expect((await remove(api, asha, reviewId)).status).toBe(200);
    const afterDelete = (await list(api, AIRPURE_MINI)).body.data.summary;
    expect(afterDelete.count).toBe(summary.count - 1);
    expect(afterDelete.histogram[1]).toBe(summary.histogram[1] - 1);
    expect((await mine(api, asha, AIRPURE_MINI)).body.data.review).toBeNull();
  });

  test('bad input is refused with a message to act on, and nothing is written', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const cases: [object, string][] = [
      [{ rating: 0 }, REVIEW_MESSAGES.rating],
      [{ rating: 6 }, REVIEW_MESSAGES.rating],
      [{ rating: 3.5 }, REVIEW_MESSAGES.rating],
      [{ title: '  a  ' }, REVIEW_MESSAGES.title],
      [{ title: 'x'.repeat(101) }, REVIEW_MESSAGES.title],
      [{ text: 'Too short' }, REVIEW_MESSAGES.text],
      [{ text: 'y'.repeat(2001) }, REVIEW_MESSAGES.text],
    ];
    for (const [bad, message] of cases) {
      const refused = await write(api, asha, { ...good, ...bad, productId: AIRPURE_MINI });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    expect((await mine(api, asha, AIRPURE_MINI)).body.data.review).toBeNull();
  });

  test('title and text are kept and answered as the text that was typed, markup and all', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const markup = {
      rating: 5,
      title: '<b>Best</b> & "quiet"',
      text: '<script>alert(1)</script> <img src=x onerror=alert(2)> works well',
    };
    const written = await write(api, asha, { ...markup, productId: AIRPURE_MINI });
    expect(written.body.data).toMatchObject(markup);
    expect((await list(api, AIRPURE_MINI)).body.data.reviews[0]).toMatchObject(markup);
  });
});
