import { describe, expect, it } from 'vitest';
import { fullName, primaryPhone } from './profile.ts';

describe('fullName', () => {
  it('joins first and last name', () => {
    expect(fullName({ firstName: 'Asha', lastName: 'Rao' })).toBe('Asha Rao');
  });

  it('does without a missing part', () => {
    expect(fullName({ firstName: 'Asha', lastName: '' })).toBe('Asha');
    expect(fullName({ firstName: ' ', lastName: 'Rao ' })).toBe('Rao');
    expect(fullName({ firstName: '', lastName: '' })).toBe('');
  });
});

describe('primaryPhone', () => {
  it('is the phone of the contact marked primary', () => {
    const contacts = [
      { phone: '9000000009', isPrimary: false },
      { phone: '9000000001', isPrimary: true },
    ];
    expect(primaryPhone(contacts)).toBe('9000000001');
  });

  it('is null without a primary contact, or with an empty phone', () => {
    expect(primaryPhone([{ phone: '9000000009', isPrimary: false }])).toBeNull();
    expect(primaryPhone([{ phone: ' ', isPrimary: true }])).toBeNull();
    expect(primaryPhone([])).toBeNull();
  });
});
