import { describe, expect, it } from 'vitest';
import type { ProductDetail, ReviewList } from '@nirmal/domain/contract';
import { productStructuredData } from '../app/product/product-seo.ts';

const product = {
  productId: 'NRM-211-1',
  materialId: '4102110',
  slug: 'airpure-mini-white',
  name: 'Nirmal AirPure Mini, White',
  productType: 'AIR_PURIFIER',
  imageUrl: '/images/products/airpure-mini.svg',
  mrpPaise: 9_999_00,
  pricePaise: 7_999_00,
  rating: { average: 4.2, count: 2204 },
  stockStatus: 'in_stock',
  technology: null,
  images: [{ url: '/images/products/airpure-mini.svg', alt: 'Nirmal AirPure Mini, picture 1' }],
  highlights: ['Quiet sleep mode'],
  specifications: [],
  variants: [],
  breadcrumb: [],
  maxQuantity: 3,
  warrantyMonths: 12,
  freeInstallation: false,
  genuineParts: true,
  exchangeEligible: true,
  sections: [],
} satisfies ProductDetail;

const reviews: ReviewList = {
  summary: {
    average: 4.2,
    count: 2205,
    reviewCount: 6,
    histogram: { 5: 1100, 4: 600, 3: 300, 2: 105, 1: 100 },
  },
  reviews: [
    {
      reviewId: 'RV-1',
      rating: 4,
      title: 'Quiet enough for the bedroom',
      text: '</script> stays text',
      author: 'Asha V.',
      verifiedPurchase: true,
      helpfulCount: 0,
      createdAt: '2026-11-26T18:30:00.000Z',
      updatedAt: null,
    },
  ],
  pagination: { page: 1, pageSize: 5, totalItems: 6, totalPages: 2 },
};

const page = {
  url: 'https://nirmal.test/dp/airpure-mini-white',
  pricePaise: 7_999_00,
  stockStatus: 'in_stock',
} as const;

describe('product structured data', () => {
  it('carries the reviews summary as its aggregate rating, and the reviews the page shows', () => {
    const data = productStructuredData(product, { ...page, reviews });
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.2,
      ratingCount: 2205,
      reviewCount: 6,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        name: 'Quiet enough for the bedroom',
        reviewBody: '</script> stays text',
        datePublished: '2026-11-26T18:30:00.000Z',
        author: { '@type': 'Person', name: 'Asha V.' },
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it("falls back to the catalogue's rating, without reviews, when the reviews could not be had", () => {
    const data = productStructuredData(product, page);
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.2, ratingCount: 2204 });
    expect(data).not.toHaveProperty('review');
  });

  it('says nothing of ratings for a product nobody rated', () => {
    const none = {
      ...reviews,
      reviews: [],
      summary: { ...reviews.summary, average: 0, count: 0, reviewCount: 0 },
    };
    const data = productStructuredData({ ...product, rating: null }, { ...page, reviews: none });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });
});
