// Pure rules of the AddressForm: which fields are missing or malformed.
import { isValidPincode, stateFitsPincode } from '@nirmal/format';

/** The fields a customer types (service request address). */
export type AddressFields = {
  house_number: string;
  address_name: string;
  city: string;
  state: string;
  postal_code: string;
};

/** A field of the address form. */
export type AddressField = keyof AddressFields;

/** What is wrong with a field: empty, not in the expected form, or (the state) not the pincode's. */
export type AddressProblem = 'required' | 'invalid' | 'notThePincodes';

/** The fields in the order they show, which is also the order errors are fixed in. */
export const addressFieldOrder: readonly AddressField[] = [
  'house_number',
  'address_name',
  'city',
  'state',
  'postal_code',
];

/**
 * Every field is required; the pincode must be six digits not starting with 0, and the state one
 * the pincode can be in (the tax invoice names the state it is supplied to).
 */
export function validateAddress(values: AddressFields): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  for (const field of addressFieldOrder) {
    if (values[field].trim() === '') problems[field] = 'required';
  }
  if (!problems.postal_code && !isValidPincode(values.postal_code.trim())) problems.postal_code = 'invalid';
  if (
    !problems.postal_code &&
    !problems.state &&
    !stateFitsPincode(values.state.trim(), values.postal_code.trim())
  )
    problems.state = 'notThePincodes';
  return problems;
}

/** Trims every field, as the address is sent. */
export function trimAddress(values: AddressFields): AddressFields {
  return {
    house_number: values.house_number.trim(),
    address_name: values.address_name.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    postal_code: values.postal_code.trim(),
  };
}
