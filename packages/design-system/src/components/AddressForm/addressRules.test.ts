import { describe, expect, it } from 'vitest';
import { trimAddress, validateAddress, type AddressFields } from './addressRules.ts';

const complete: AddressFields = {
  house_number: 'Flat 402, Tower B',
  address_name: 'Prestige Lakeside, Whitefield',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560066',
};

describe('validateAddress', () => {
  it('accepts a complete address', () => {
    expect(validateAddress(complete)).toEqual({});
  });

  it('marks every empty or blank field as required', () => {
    expect(
      validateAddress({ house_number: ' ', address_name: '', city: '', state: '', postal_code: '' }),
    ).toEqual({
      house_number: 'required',
      address_name: 'required',
      city: 'required',
      state: 'required',
      postal_code: 'required',
    });
  });

  it('wants six digits that do not start with 0 as the pincode', () => {
    expect(validateAddress({ ...complete, postal_code: '56006' })).toEqual({ postal_code: 'invalid' });
    expect(validateAddress({ ...complete, postal_code: '060066' })).toEqual({ postal_code: 'invalid' });
    expect(validateAddress({ ...complete, postal_code: '56006a' })).toEqual({ postal_code: 'invalid' });
    expect(validateAddress({ ...complete, postal_code: '110001', state: 'Delhi' })).toEqual({});
  });

  it('wants a state the pincode can be in', () => {
    expect(validateAddress({ ...complete, state: 'Kerala' })).toEqual({ state: 'notThePincodes' });
    expect(validateAddress({ ...complete, postal_code: '403001', state: 'Goa' })).toEqual({});
    // A wrong pincode is said first: the state may be right.
    expect(validateAddress({ ...complete, postal_code: '56006', state: 'Kerala' })).toEqual({
      postal_code: 'invalid',
    });
  });
});

describe('trimAddress', () => {
  it('drops spaces around every field', () => {
    expect(trimAddress({ ...complete, city: '  Bengaluru ' }).city).toBe('Bengaluru');
  });
});
