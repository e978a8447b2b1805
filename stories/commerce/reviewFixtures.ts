import type { ReviewListItem, StarHistogram } from '@nirmal/design-system';

/** A model's ratings as the product page shows them: 3,120 ratings averaging 4.1. */
export const histogram: StarHistogram = { 5: 1497, 4: 794, 3: 404, 2: 213, 1: 212 };

export const reviews: ReviewListItem[] = [
  {
    id: 'RV-1',
    rating: 5,
    title: 'Water tastes sweet again',
    text: 'Our borewell water was hard and salty. Since the installation the water tastes clean.\nThe technician came the next day and explained the filters.',
    author: 'Priya N.',
    date: '2026-11-14',
    verifiedPurchase: true,
    helpfulCount: 48,
  },
  {
    id: 'RV-2',
    rating: 3,
    title: 'Wastes some water',
    text: 'The water is clean but the RO rejects a lot of water. I now use the reject water for mopping.',
    author: 'Vikram R.',
    date: '2026-08-21',
    verifiedPurchase: false,
    helpfulCount: 1,
  },
  {
    id: 'RV-3',
    rating: 1,
    title: 'Leaked in the first week',
    text: 'A pipe came loose and water leaked under the sink. Service fixed it in two days.',
    author: 'Sneha K.',
    date: '2026-07-02',
    verifiedPurchase: true,
  },
];
