import { describe, expect, it } from 'vitest';
import { defaultValidationMessages as m, validateProfile, validateProfileField } from './validateProfile.ts';

const empty = { firstName: '', lastName: '', name: '', phone: '', email: '' };

describe('validateProfileField', () => {
  it('requires a first name but not a last name', () => {
    expect(validateProfileField('firstName', '  ')).toBe(m.firstNameRequired);
    expect(validateProfileField('lastName', '')).toBeUndefined();
  });

  it('accepts names in any script with dots, apostrophes and hyphens', () => {
    expect(validateProfileField('name', 'K. Ramaswamy-Iyer')).toBeUndefined();
    expect(validateProfileField('name', "D'Souza")).toBeUndefined();
    expect(validateProfileField('name', 'प्रिया शर्मा')).toBeUndefined();
    expect(validateProfileField('name', 'Priya2')).toBe(m.nameInvalid);
    expect(validateProfileField('lastName', '@home')).toBe(m.nameInvalid);
  });

  it('needs a 10-digit Indian mobile number', () => {
    expect(validateProfileField('phone', '')).toBe(m.phoneRequired);
    expect(validateProfileField('phone', '98765')).toBe(m.phoneInvalid);
    expect(validateProfileField('phone', '1234567890')).toBe(m.phoneInvalid);
    expect(validateProfileField('phone', '9876543210')).toBeUndefined();
  });

  it('needs an email address with a domain', () => {
    expect(validateProfileField('email', '')).toBe(m.emailRequired);
    expect(validateProfileField('email', 'priya@example')).toBe(m.emailInvalid);
    expect(validateProfileField('email', ' priya@example.in ')).toBeUndefined();
  });
});

describe('validateProfile', () => {
  it('checks only the fields of the mode', () => {
    expect(validateProfile('editEmail', { ...empty, email: 'a@b.co' })).toEqual({});
    expect(validateProfile('editSecondaryUser', { ...empty, email: 'x' })).toEqual({
      name: m.nameRequired,
      phone: m.phoneRequired,
    });
    expect(validateProfile('editPrimaryUser', { ...empty, firstName: 'Priya' })).toEqual({});
  });
});
