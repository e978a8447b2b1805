import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPersonName } from './person.ts';

describe('isValidPersonName', () => {
  it.each(['Asha', 'Asha Rao', "D'Souza", 'Mary-Ann', 'R. K. Narayan', 'आशा', 'ஆஷா', '  Asha  '])(
    'accepts %j',
    (name) => expect(isValidPersonName(name)).toBe(true),
  );
  it.each(['', ' ', '-Asha', 'Asha1', 'Asha <b>', 'a@b', '.'])('refuses %j', (name) =>
    expect(isValidPersonName(name)).toBe(false),
  );
});

describe('isValidEmail', () => {
  it.each(['asha@example.com', ' asha.rao+home@mail.example.in '])('accepts %j', (email) =>
    expect(isValidEmail(email)).toBe(true),
  );
  it.each([
    '',
    'asha',
    'asha@',
    'asha@example',
    'asha @example.com',
    'asha@example.c',
    `${'a'.repeat(250)}@x.in`,
  ])('refuses %j', (email) => expect(isValidEmail(email)).toBe(false));
});
