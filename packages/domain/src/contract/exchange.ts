import * as z from 'zod/mini';
import type { Checked } from './checked.ts';
import { checkedBy } from './checked.ts';

/** Old products taken in exchange (prexo, §3); also the kinds of product we sell. */
export const PRODUCT_TYPES = ['AIR_PURIFIER', 'VACUUM_CLEANER', 'WATER_PURIFIER'] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;

export const EXCHANGE_CONDITIONS = ['WORKING', 'NOT_WORKING'] as const;
export const exchangeConditionSchema = z.enum(EXCHANGE_CONDITIONS);
export type ExchangeCondition = z.infer<typeof exchangeConditionSchema>;

/** The oldest product we value, in whole years. */
export const MAX_EXCHANGE_AGE_YEARS = 15;
const MAX_BRAND_LENGTH = 40;

/** The old product as the customer describes it; the server values it from these. */
export interface ExchangeDetails {
  productType: ProductType;
  brand: string;
  /** How old it is, in whole years (0 for under a year). */
  ageYears: number;
  condition: ExchangeCondition;
}

export const EXCHANGE_MESSAGES = {
  productType: 'Choose what you are exchanging: an air purifier, a vacuum cleaner or a water purifier.',
  brand: `Enter the brand of your old product (up to ${MAX_BRAND_LENGTH} characters).`,
  ageYears: `Enter how old your product is in whole years, from 0 to ${MAX_EXCHANGE_AGE_YEARS}.`,
  condition: 'Say whether your old product is working.',
} as const;

const oneOf = <Value extends string>(values: readonly Value[], input: unknown): input is Value =>
  values.some((value) => value === input);

function readAge(input: unknown): number | null {
  const age = typeof input === 'string' && /^\s*\d+\s*$/.test(input) ? Number(input) : input;
  return typeof age === 'number' && Number.isInteger(age) && age >= 0 && age <= MAX_EXCHANGE_AGE_YEARS
    ? age
    : null;
}

/** Checks an old product's description, field by field in the order the form asks for them. */
export function readExchange(input: unknown): Checked<ExchangeDetails> {
  const fields = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const { productType, condition } = fields;
  if (!oneOf(PRODUCT_TYPES, productType)) return { ok: false, message: EXCHANGE_MESSAGES.productType };
  const brand = typeof fields['brand'] === 'string' ? fields['brand'].trim().replace(/\s+/g, ' ') : '';
  if (brand === '' || brand.length > MAX_BRAND_LENGTH) return { ok: false, message: EXCHANGE_MESSAGES.brand };
  const ageYears = readAge(fields['ageYears']);
  if (ageYears === null) return { ok: false, message: EXCHANGE_MESSAGES.ageYears };
  if (!oneOf(EXCHANGE_CONDITIONS, condition)) return { ok: false, message: EXCHANGE_MESSAGES.condition };
  return { ok: true, value: { productType, brand, ageYears, condition } };
}

/** An old product in a request; answers INVALID_EXCHANGE with the first field's message. */
export const exchangeDetailsSchema = checkedBy<ExchangeDetails, ExchangeDetails>(
  readExchange,
  'INVALID_EXCHANGE',
);

/** What we offer for an old product of a type in a condition, at most (the age lowers it). */
export const exchangeOfferSchema = z.object({
  productType: productTypeSchema,
  condition: exchangeConditionSchema,
  maxValuePaise: z.int().check(z.positive()),
});
export type ExchangeOffer = z.infer<typeof exchangeOfferSchema>;
