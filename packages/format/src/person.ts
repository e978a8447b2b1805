// A person's name and email address, one rule for the profile form and the server alike.

// Letters of any script (Devanagari, Tamil… included), with spaces, dots, apostrophes, hyphens.
const namePattern = /^\p{L}[\p{L}\p{M} .'-]*$/u;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The longest first or last name, full name and email address a profile keeps. */
export const personNameMaxLength = 50;
export const fullNameMaxLength = 100;
export const emailMaxLength = 254;

/** A name as people write it: letters of any script, then spaces, dots, apostrophes or hyphens. */
export function isValidPersonName(value: string): boolean {
  return namePattern.test(value.trim());
}

/** An address of the form name@domain.tld, without spaces. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= emailMaxLength && emailPattern.test(email);
}
