import { describe, expect, it } from 'vitest';
import { servicePriceLines, servicePriceOf } from './service-words.ts';

const OUT_OF_WARRANTY = {
  servicePricePaise: 399_00,
  repairs: [
    { code: 'SEDIMENT_FILTER', label: 'Replace the sediment filter', pricePaise: 650_00 },
    { code: 'TAP', label: 'Find and fix a leak', pricePaise: 350_00 },
  ],
};

describe('a visit’s price', () => {
  it('is its visit charge and each repair chosen, line by line, added up', () => {
    expect(servicePriceLines(OUT_OF_WARRANTY, ['SEDIMENT_FILTER'])).toEqual([
      { label: 'Visit charge', pricePaise: 399_00 },
      { label: 'Replace the sediment filter', pricePaise: 650_00 },
    ]);
    expect(servicePriceOf(OUT_OF_WARRANTY, ['SEDIMENT_FILTER'])).toBe(1_049_00);
  });

  it('names a visit charge its cover makes free', () => {
    const covered = { ...OUT_OF_WARRANTY, servicePricePaise: null };
    expect(servicePriceLines(covered, ['TAP'])[0]).toEqual({ label: 'Visit charge', pricePaise: 0 });
    expect(servicePriceOf(covered, ['TAP'])).toBe(350_00);
  });
});
