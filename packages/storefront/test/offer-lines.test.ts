import { describe, expect, it } from 'vitest';
import { deliveryPromise, emiLine } from '../app/product/offer-lines.ts';

describe('the buy box before a pincode', () => {
  it('names the no-cost EMI instalment the server priced, to the paisa', () => {
    expect(emiLine({ months: 6, monthlyInstalmentPaise: 205_751 })).toBe(
      'EMI from ₹2,057.51/month (no-cost, 6 months)',
    );
    expect(emiLine({ months: 6, monthlyInstalmentPaise: 300_000 })).toBe(
      'EMI from ₹3,000/month (no-cost, 6 months)',
    );
  });

  it('says nothing of EMI when the product is not offered on it', () => {
    expect(emiLine(null)).toBeNull();
  });

  it('promises delivery in a range of days, or one number when every hub takes as long', () => {
    expect(deliveryPromise({ fewest: 3, most: 5 })).toBe('Delivery in 3–5 days');
    expect(deliveryPromise({ fewest: 4, most: 4 })).toBe('Delivery in 4 days');
    expect(deliveryPromise(null)).toBeNull();
  });
});
