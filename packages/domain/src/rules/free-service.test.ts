import { describe, expect, test } from 'vitest';
import { freeServiceActions } from './free-service.ts';

describe('what the free service page offers', () => {
  test('a free service left is booked; nothing more while one is booked', () => {
    expect(freeServiceActions({ coverage: 'PLAN', remaining: 2, openServiceRequestID: null })).toEqual([
      'book-free',
    ]);
    expect(
      freeServiceActions({ coverage: 'PLAN', remaining: 1, openServiceRequestID: 'SR-24000103' }),
    ).toEqual([]);
  });

  test('a device with none left pays for a visit; one nothing covers may buy a plan first', () => {
    expect(freeServiceActions({ coverage: 'WARRANTY', remaining: 0, openServiceRequestID: null })).toEqual([
      'book-paid',
    ]);
    expect(freeServiceActions({ coverage: null, remaining: 0, openServiceRequestID: null })).toEqual([
      'buy-plan',
      'book-paid',
    ]);
  });
});
