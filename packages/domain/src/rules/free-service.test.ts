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

  test('with none left a repair is booked; a device no plan covers may buy a plan first', () => {
    expect(freeServiceActions({ coverage: 'PLAN', remaining: 0, openServiceRequestID: null })).toEqual([
      'book-repair',
    ]);
    expect(freeServiceActions({ coverage: 'WARRANTY', remaining: 0, openServiceRequestID: null })).toEqual([
      'buy-plan',
      'book-repair',
    ]);
    expect(freeServiceActions({ coverage: null, remaining: 0, openServiceRequestID: null })).toEqual([
      'buy-plan',
      'book-repair',
    ]);
  });
});
