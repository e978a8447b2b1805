import { describe, expect, test } from 'vitest';
import { invoiceSupplyHeadings } from './tax-invoice.ts';

describe('what a tax invoice says it lists', () => {
  test('goods alone by HSN, a plan or a visit alone by SAC', () => {
    expect(invoiceSupplyHeadings([{ supply: 'goods' }, { supply: 'goods' }])).toEqual({
      caption: 'Goods supplied',
      codeHeading: 'HSN',
    });
    expect(invoiceSupplyHeadings([{ supply: 'services' }])).toEqual({
      caption: 'Services supplied',
      codeHeading: 'SAC',
    });
  });

  test('goods delivered for a charge are goods and services', () => {
    expect(invoiceSupplyHeadings([{ supply: 'goods' }, { supply: 'services' }])).toEqual({
      caption: 'Goods and services supplied',
      codeHeading: 'HSN/SAC',
    });
  });
});
