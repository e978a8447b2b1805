import { DEMO_MESSAGES, DEMO_PRODUCTS, type DemoProduct } from '../contract/demo-terms.ts';
import { readPincode } from '../contract/pincode.ts';
import { fullNameMaxLength, isValidPersonName } from '@nirmal/format';

/** What the visitor tells us before confirming their number. */
export interface DemoDetails {
  name: string;
  pincode: string;
  productType: DemoProduct;
}

export type DemoDetailsProblems = Partial<Record<keyof DemoDetails, string>>;

const isDemoProduct = (value: string): value is DemoProduct =>
  DEMO_PRODUCTS.some((product) => product === value);

/** Reads the details form with the rules the server applies; the problems by field otherwise. */
export function readDemoDetails(input: {
  name: string;
  pincode: string;
  productType: string;
}): { ok: true; details: DemoDetails } | { ok: false; problems: DemoDetailsProblems } {
  const name = input.name.trim();
  const pincode = readPincode(input.pincode);
  const problems: DemoDetailsProblems = {};
  if (!name || name.length > fullNameMaxLength || !isValidPersonName(name))
    problems.name = DEMO_MESSAGES.name;
  if (!pincode.ok) problems.pincode = pincode.message;
  if (!isDemoProduct(input.productType)) problems.productType = DEMO_MESSAGES.productType;
  if (!pincode.ok || !isDemoProduct(input.productType) || problems.name !== undefined) {
    return { ok: false, problems };
  }
  return { ok: true, details: { name, pincode: pincode.value, productType: input.productType } };
}
