import {
  addressFieldLimits,
  indianStateNames,
  isIndianState,
  isValidPincode,
  pincodeStateMessage,
  stateFitsPincode,
} from '@nirmal/format';
import * as z from 'zod/mini';
import { defineCall } from './call.ts';
import { pincodeSchema } from './catalogue.ts';
import { opaqueIdSchema } from './checked.ts';
import { dataAnswer } from './http.ts';
import { mobileNumberSchema } from './mobile.ts';

// A customer's saved delivery addresses (`/api/account/address`): the fields of the design
// system's AddressForm and of §3's address (house_number, address_name, city, state, postal_code,
// latitude, longitude), with the name and phone of whoever receives the order.

/** The most addresses one customer keeps. */
export const MAX_ADDRESSES = 10;

export { indianStateNames };

export const ADDRESS_MESSAGES = {
  name: 'Enter the name of the person who will receive the order.',
  house_number: 'Enter your house or flat number.',
  address_name: 'Enter your street and area.',
  city: 'Enter your city.',
  state: 'Choose your state from the list.',
  latitude: 'The location’s latitude must be a number from -90 to 90. Choose the location again.',
  longitude: 'The location’s longitude must be a number from -180 to 180. Choose the location again.',
  coordinates: 'The location needs both its latitude and its longitude. Choose the location again.',
  stateOfPincode: pincodeStateMessage,
  tooLong: (what: string, limit: number) => `Keep the ${what} to ${limit} characters or fewer.`,
  tooMany: `You can keep up to ${MAX_ADDRESSES} addresses. Delete one you no longer use to add another.`,
  unknown: 'We could not find this address. Choose one of your saved addresses or add it again.',
} as const;

/** A typed part of an address: `what` names it in the message about its length. */
const text = (message: string, what: string, limit: number) =>
  z.pipe(
    z.string({ error: message }),
    z.pipe(
      z.transform((value: string) => value.trim()),
      z.string().check(z.minLength(1, message), z.maxLength(limit, ADDRESS_MESSAGES.tooLong(what, limit))),
    ),
  );

const stateSchema = z.pipe(
  z.string({ error: ADDRESS_MESSAGES.state }),
  z.pipe(
    z.transform((value: string) => value.trim()),
    z.string().check(z.refine(isIndianState, ADDRESS_MESSAGES.state)),
  ),
);

const coordinate = (limit: number, message: string) =>
  z.optional(z.nullable(z.number({ error: message }).check(z.gte(-limit, message), z.lte(limit, message))));

/** A location is both coordinates or neither: half of one places the address nowhere. */
export const coordinatesTogether = z.refine<{ latitude?: number | null; longitude?: number | null }>(
  (address) => (address.latitude == null) === (address.longitude == null),
  { message: ADDRESS_MESSAGES.coordinates, path: ['latitude'] },
);

/**
 * The state is the pincode's: the tax invoice names the state it is supplied to (and so which GST
 * applies) from the address, so a state typed against the pincode would bill the wrong tax.
 */
export const stateOfPincode = z.superRefine<{ state: string; postal_code: string }>((address, ctx) => {
  // A state or pincode that is itself wrong has its own message already.
  const { state, postal_code: pincode } = address;
  if (typeof pincode !== 'string' || !isValidPincode(pincode) || !isIndianState(state)) return;
  if (stateFitsPincode(state, pincode)) return;
  ctx.addIssue({
    code: 'custom',
    message: ADDRESS_MESSAGES.stateOfPincode(pincode),
    path: ['state'],
    input: state,
  });
});

export const addressIdSchema = opaqueIdSchema(ADDRESS_MESSAGES.unknown);

/** An address's fields and their rules, for the schemas that take an address (checked with coordinatesTogether and stateOfPincode). */
export const addressFields = {
  /** The receiver's name. */
  name: text(ADDRESS_MESSAGES.name, 'receiver’s name', addressFieldLimits.name),
  /** The receiver's mobile number, for the delivery partner. */
  phone: mobileNumberSchema,
  house_number: text(ADDRESS_MESSAGES.house_number, 'house or flat number', addressFieldLimits.house_number),
  address_name: text(ADDRESS_MESSAGES.address_name, 'street and area', addressFieldLimits.address_name),
  city: text(ADDRESS_MESSAGES.city, 'city', addressFieldLimits.city),
  state: stateSchema,
  postal_code: pincodeSchema,
  latitude: coordinate(90, ADDRESS_MESSAGES.latitude),
  longitude: coordinate(180, ADDRESS_MESSAGES.longitude),
  /** Chosen first at checkout; the first address a customer adds is the default. */
  isDefault: z.optional(z.boolean()),
};

/** What a customer sends to add or change an address; every text is trimmed. */
export const addressInputSchema = z.object(addressFields).check(coordinatesTogether, stateOfPincode);
export type AddressInput = z.input<typeof addressInputSchema>;

/** Where an address is (§3's address), without whom it is for: also where a visit goes and a device stands. */
export const postalAddressSchema = z.object({
  house_number: z.string(),
  address_name: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
});

export const addressSchema = z.object({
  id: addressIdSchema,
  name: z.string(),
  phone: z.string(),
  ...postalAddressSchema.shape,
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** The customer's addresses, the default first, then the most recently added. */
export const addressListAnswerSchema = dataAnswer(z.array(addressSchema));
export const addressAnswerSchema = dataAnswer(addressSchema);

export const addressCalls = {
  list: defineCall({ method: 'GET', path: '/api/account/address', answer: addressListAnswerSchema }),
  add: defineCall({
    method: 'POST',
    path: '/api/account/address',
    body: addressInputSchema,
    answer: addressAnswerSchema,
  }),
  /** Replaces every field of one of the customer's addresses. */
  update: defineCall({
    method: 'PUT',
    path: '/api/account/address',
    body: z.object({ ...addressFields, id: addressIdSchema }).check(coordinatesTogether, stateOfPincode),
    answer: addressAnswerSchema,
  }),
  /** Deletes one of the customer's addresses; answers those left. Orders keep their own copy. */
  remove: defineCall({
    method: 'DELETE',
    path: '/api/account/address',
    query: z.object({ id: addressIdSchema }),
    answer: addressListAnswerSchema,
  }),
};
