import { isValidMobile } from '@nirmal/format';

/** Who receives what is delivered to an address: their name and mobile number. */
export interface Receiver {
  name: string;
  phone: string;
}

/** What is wrong with a receiver, by field, in the server's own words (the contract's messages). */
export function receiverProblems({ name, phone }: Receiver): Partial<Record<keyof Receiver, string>> {
  return {
    ...(name.trim() === '' ? { name: 'Enter the name of the person who will receive the order.' } : {}),
    ...(isValidMobile(phone)
      ? {}
      : { phone: 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.' }),
  };
}

/** An address on one line, as a customer reads it back. */
export const addressLine = (address: {
  house_number: string;
  address_name: string;
  city: string;
  state: string;
  postal_code: string;
}) =>
  `${address.house_number}, ${address.address_name}, ${address.city}, ${address.state} ${address.postal_code}`;
