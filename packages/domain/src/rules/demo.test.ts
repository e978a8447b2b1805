import { describe, expect, it } from 'vitest';
import { readDemoDetails } from './demo.ts';

describe('readDemoDetails', () => {
  it('reads a trimmed name, the six digits of the pincode and the product', () => {
    expect(
      readDemoDetails({ name: '  Meera Iyer ', pincode: '560 034', productType: 'AIR_PURIFIER' }),
    ).toEqual({
      ok: true,
      details: { name: 'Meera Iyer', pincode: '560034', productType: 'AIR_PURIFIER' },
    });
  });

  it('says what is wrong with each field, in the words the server uses', () => {
    expect(readDemoDetails({ name: '42', pincode: '5600', productType: '' })).toEqual({
      ok: false,
      problems: {
        name: 'Enter your name, in letters.',
        pincode: 'Enter a 6-digit pincode, like 560001.',
        productType: 'Choose the product you would like to see.',
      },
    });
    expect(readDemoDetails({ name: ' ', pincode: '560034', productType: 'WATER_PURIFIER' })).toEqual({
      ok: false,
      problems: { name: 'Enter your name, in letters.' },
    });
  });

  it('names the limit of a name too long, rather than asking for letters', () => {
    expect(
      readDemoDetails({ name: 'a'.repeat(101), pincode: '560034', productType: 'WATER_PURIFIER' }),
    ).toEqual({
      ok: false,
      problems: { name: 'Keep it to 100 characters.' },
    });
  });
});
