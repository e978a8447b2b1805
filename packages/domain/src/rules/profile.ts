import type { Contact } from '../contract/index.ts';

/** The account page (§2); /account/profile, its analytics page type, sends here. */
export const ACCOUNT_PATH = '/customer/account/index';

/** First and last name, either of which may be missing. */
export function fullName(name: { firstName: string; lastName: string }): string {
  return [name.firstName, name.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** The phone of the contact marked primary, or null when there is none. */
export function primaryPhone(contacts: readonly Contact[]): string | null {
  const phone = contacts.find((contact) => contact.isPrimary)?.phone.trim();
  return phone ? phone : null;
}
