import { REVIEW_STARS } from '@nirmal/domain/contract';
import type { StarCounts } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { seedFamilies } from '../../seed-data/catalogue.ts';
import type { SeedFamily } from '../../seed-data/catalogue.ts';
import { averageOf } from './queries.ts';

// The catalogue came with a rating and a count for each model ("4.1, 3,120 ratings"). Here they
// become a histogram whose count is that count and whose average rounds to that rating; a few of
// those ratings come with written reviews, and the rest are the model's tally of ratings given
// without one. So the summary, summed from tally and reviews, is the catalogue's numbers.

interface SeedReview {
  rating: number;
  title: string;
  text: string;
  verifiedPurchase: boolean;
  helpfulCount: number;
  daysAgo: number;
}

const REVIEWS_BY_TOP_CATEGORY: Record<string, SeedReview[]> = {
  WP: [
    {
      rating: 5,
      title: 'Water tastes sweet again',
      text: 'Our borewell water was hard and salty. Since the installation the water tastes clean and the kettle has no white layer any more. The technician came the next day and explained the filters.',
      verifiedPurchase: true,
      helpfulCount: 48,
      daysAgo: 12,
    },
    {
      rating: 4,
      title: 'Good purifier, installation took a while',
      text: 'Purification is very good and the storage is enough for a family of four. Installation was done two days after delivery, I wish it was the same day.',
      verifiedPurchase: true,
      helpfulCount: 21,
      daysAgo: 34,
    },
    {
      rating: 5,
      title: 'Worth the price',
      text: 'Compact on the wall, quiet, and the tank indicator is useful. Service reminder came on time after six months.',
      verifiedPurchase: false,
      helpfulCount: 9,
      daysAgo: 71,
    },
    {
      rating: 3,
      title: 'Wastes some water',
      text: 'The water is clean but the RO rejects a lot of water. I now use the reject water for mopping. Otherwise fine.',
      verifiedPurchase: true,
      helpfulCount: 30,
      daysAgo: 96,
    },
    {
      rating: 1,
      title: 'Leaked in the first week',
      text: 'A pipe came loose and water leaked under the sink. Service fixed it in two days but it should not happen in a new purifier.',
      verifiedPurchase: true,
      helpfulCount: 14,
      daysAgo: 140,
    },
  ],
  AP: [
    {
      rating: 5,
      title: 'AQI indoors drops fast',
      text: 'In Delhi winter the outside AQI is above 300. In the bedroom it comes down below 50 within half an hour on auto mode. Sleep mode is silent.',
      verifiedPurchase: true,
      helpfulCount: 52,
      daysAgo: 9,
    },
    {
      rating: 4,
      title: 'Works well, filter is costly',
      text: 'Clean air and the display is easy to read. The replacement filter costs quite a bit, so plan for it every year.',
      verifiedPurchase: true,
      helpfulCount: 25,
      daysAgo: 41,
    },
    {
      rating: 5,
      title: 'Helps with my allergy',
      text: 'I sneeze much less in the mornings since we started running it at night. Light enough to move between rooms.',
      verifiedPurchase: false,
      helpfulCount: 11,
      daysAgo: 66,
    },
    {
      rating: 3,
      title: 'Loud on the highest speed',
      text: 'Does the job, but on turbo it is too loud to watch TV. On medium it is fine and still cleans the room.',
      verifiedPurchase: true,
      helpfulCount: 17,
      daysAgo: 102,
    },
    {
      rating: 2,
      title: 'App keeps disconnecting',
      text: 'The purifier itself is fine but the app loses the connection every few days and I have to pair it again.',
      verifiedPurchase: true,
      helpfulCount: 8,
      daysAgo: 150,
    },
  ],
  VC: [
    {
      rating: 5,
      title: 'Picks up all the dust',
      text: 'Our floors have a lot of fine dust from the road. It picks up everything, even under the beds, and the bin is easy to empty.',
      verifiedPurchase: true,
      helpfulCount: 39,
      daysAgo: 15,
    },
    {
      rating: 4,
      title: 'Good suction, battery could be better',
      text: 'Cleans the whole two bedroom flat on one charge, but only just. Suction on carpets is strong.',
      verifiedPurchase: true,
      helpfulCount: 19,
      daysAgo: 45,
    },
    {
      rating: 5,
      title: 'Saves us time every day',
      text: 'We schedule it every morning before office. Comes back to the dock by itself. Very happy with it.',
      verifiedPurchase: false,
      helpfulCount: 6,
      daysAgo: 80,
    },
    {
      rating: 3,
      title: 'Gets stuck under the sofa',
      text: 'It cleans well but sometimes gets stuck under our low sofa and we have to pull it out.',
      verifiedPurchase: true,
      helpfulCount: 12,
      daysAgo: 110,
    },
    {
      rating: 1,
      title: 'Brush stopped after a month',
      text: 'The side brush stopped turning after a month. It was replaced under warranty, but it took a week.',
      verifiedPurchase: true,
      helpfulCount: 10,
      daysAgo: 160,
    },
  ],
};

const AUTHORS = [
  'Priya N.',
  'Rahul S.',
  'Anjali M.',
  'Vikram R.',
  'Sneha K.',
  'Arjun P.',
  'Meera I.',
  'Karthik V.',
  'Fatima S.',
  'Rohit G.',
  'Lakshmi T.',
  'Sanjay D.',
];

const DAY = 86_400_000;

/** Of every model's ratings, the share of one star: unhappy buyers rate, whatever the model. */
const ONE_STAR_SHARE = 0.05;

/**
 * `count` ratings whose mean rounds to `average`, shaped as shoppers rate: a few ones, and above
 * them shares that grow (or shrink) by one factor a star. Rounded so the counts add up to `count`,
 * then moved a star at a time until the rounded mean is `average`.
 */
export function histogramFor(average: number, count: number): StarCounts {
  const shares = (factor: number) => {
    const growing = REVIEW_STARS.map((stars) => factor ** stars);
    const total = growing.reduce((sum, weight) => sum + weight, 0);
    return growing.map(
      (weight, index) =>
        (1 - ONE_STAR_SHARE) * (weight / total) + (REVIEW_STARS[index] === 1 ? ONE_STAR_SHARE : 0),
    );
  };
  const meanOf = (weights: number[]) =>
    weights.reduce((sum, weight, index) => sum + weight * (REVIEW_STARS[index] ?? 0), 0);
  let [low, high] = [0.01, 100];
  for (let step = 0; step < 60; step++) {
    const middle = Math.sqrt(low * high);
    if (meanOf(shares(middle)) < average) low = middle;
    else high = middle;
  }
  const exact = shares(low).map((share) => share * count);
  const counts = exact.map(Math.floor);
  const byRemainder = exact.map((value, index) => [value - Math.floor(value), index] as const);
  byRemainder.sort((a, b) => b[0] - a[0]);
  for (let left = count - counts.reduce((sum, n) => sum + n, 0), i = 0; left > 0; left--, i++) {
    const index = byRemainder[i]?.[1] ?? 0;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  const histogram = Object.fromEntries(
    REVIEW_STARS.map((stars, index) => [stars, counts[index] ?? 0]),
  ) as StarCounts;
  // One rating a star down (or up) moves the mean by 1 / count, so these end at `average`.
  const step = (from: keyof StarCounts, by: 1 | -1) => {
    histogram[from] -= 1;
    histogram[(from + by) as keyof StarCounts] += 1;
  };
  while (averageOf(histogram) > average) step(REVIEW_STARS.find((s) => s > 1 && histogram[s] > 0) ?? 2, -1);
  while (averageOf(histogram) < average)
    step(REVIEW_STARS.findLast((s) => s < 5 && histogram[s] > 0) ?? 4, 1);
  return histogram;
}

/** The ratings and written reviews of one model, its catalogue numbers exactly. */
async function seedModel(tx: Queryable, family: SeedFamily, now: Date): Promise<void> {
  const modelId = `NRM-${family.id}`;
  const tally = histogramFor(family.rating, family.ratingCount);
  // Each written review is one of the model's ratings, so only stars its histogram holds are written.
  const reviews = (REVIEWS_BY_TOP_CATEGORY[family.categoryId.split('-')[0] ?? ''] ?? []).filter((review) => {
    const stars = review.rating as keyof StarCounts;
    if (tally[stars] === 0) return false;
    tally[stars] -= 1;
    return true;
  });
  const inserted = await tx.query(
    `INSERT INTO rating_tallies (model_id, stars_1, stars_2, stars_3, stars_4, stars_5)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING model_id`,
    [modelId, tally[1], tally[2], tally[3], tally[4], tally[5]],
  );
  if (inserted.length === 0) return;
  for (const [index, review] of reviews.entries()) {
    await tx.query(
      `INSERT INTO reviews (id, model_id, product_id, customer_id, author, rating, title, body,
                            verified_purchase, helpful_count, created_at)
       VALUES ($1, $2, $3, NULL, $4, $5, $6, $7, $8, $9, $10)`,
      [
        `RV-${family.id}-${index + 1}`,
        modelId,
        `NRM-${family.id}-1`,
        AUTHORS[(family.id + index) % AUTHORS.length],
        review.rating,
        review.title,
        review.text,
        review.verifiedPurchase,
        review.helpfulCount,
        new Date(now.getTime() - (review.daysAgo + (family.id % 7)) * DAY),
      ],
    );
  }
}

/** Each seeded model's ratings and reviews, once: a model already present is left as it is. */
export async function seedReviews(tx: Queryable, now: Date): Promise<void> {
  for (const family of seedFamilies) await seedModel(tx, family, now);
}
