import * as z from 'zod/mini';
import { fullNameMaxLength } from '@nirmal/format';
import { DEMO_MESSAGES, DEMO_PRODUCTS, type DemoProduct } from '../contract/demo-terms.ts';
import { readPincode } from '../contract/pincode.ts';
import { personName } from '../contract/profile.ts';

/** What the visitor tells us before confirming their number. */
export interface DemoDetails {
  name: string;
  pincode: string;
  productType: DemoProduct;
}

export type DemoDetailsProblems = Partial<Record<keyof DemoDetails, string>>;

/** The server's rule for the name: too long says its limit, anything else asks for letters. */
const demoName = personName(DEMO_MESSAGES.name, fullNameMaxLength);

const isDemoProduct = (value: string): value is DemoProduct =>
  DEMO_PRODUCTS.some((product) => product === value);

/** Reads the details form with the rules the server applies; the problems by field otherwise. */
export function readDemoDetails(input: {
  name: string;
  pincode: string;
  productType: string;
}): { ok: true; details: DemoDetails } | { ok: false; problems: DemoDetailsProblems } {
  const name = z.safeParse(demoName, input.name);
  const pincode = readPincode(input.pincode);
  const problems: DemoDetailsProblems = {};
  if (!name.success) problems.name = name.error.issues[0]?.message ?? DEMO_MESSAGES.name;
  if (!pincode.ok) problems.pincode = pincode.message;
  if (!isDemoProduct(input.productType)) problems.productType = DEMO_MESSAGES.productType;
  if (!pincode.ok || !isDemoProduct(input.productType) || !name.success) return { ok: false, problems };
  return { ok: true, details: { name: name.data, pincode: pincode.value, productType: input.productType } };
}
