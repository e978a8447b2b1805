import { describe, expect, it } from 'vitest';
import { LOOKUP_INPUT_MESSAGE, parseCustomerLookup } from './agent-pages.ts';

describe('parseCustomerLookup', () => {
  it('reads a mobile number however it is typed', () => {
    for (const typed of ['9000000001', ' 90000 00001 ', '+91 90000-00001', '09000000001']) {
      expect(parseCustomerLookup(typed)).toEqual({ ok: true, query: { mobile: '9000000001' } });
    }
  });

  it('reads text with a letter as a device id, in capitals', () => {
    expect(parseCustomerLookup(' ast-100102 ')).toEqual({ ok: true, query: { assetId: 'AST-100102' } });
  });

  it('refuses what is neither, saying what it takes', () => {
    for (const typed of ['', '12345', '5000000001', 'AST 100102', 'AST/1']) {
      expect(parseCustomerLookup(typed)).toEqual({ ok: false, message: LOOKUP_INPUT_MESSAGE });
    }
  });
});
