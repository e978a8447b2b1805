import * as z from 'zod/mini';
import type { ErrorCode } from './errors.ts';

/** What a rule makes of a customer's input: the value to use, or a message they can act on. */
export type Checked<Value> = { ok: true; value: Value } | { ok: false; message: string };

/**
 * A schema that reads its input with a rule, so the client, the storefront's forms and the server
 * all apply the same rule and say the same thing. A refusal is an issue carrying the rule's message,
 * tagged with the error code the server answers. `Input` is the type a caller sends; anything else
 * is still read by the rule at run time (a form sends strings, a bad client anything).
 */
export function checkedBy<Input, Output>(read: (input: unknown) => Checked<Output>, code: ErrorCode) {
  return z.pipe(
    z.custom<Input>(),
    z.transform((input: Input, ctx): Output => {
      const checked = read(input);
      if (checked.ok) return checked.value;
      ctx.issues.push({ code: 'custom', message: checked.message, params: { code }, input });
      return z.NEVER;
    }),
  );
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day of the calendar written YYYY-MM-DD. Parsing alone is not enough: `Date.parse` takes
 * 2026-02-30 as 2 March, and the database then refuses it; a day is real when it reads back as written.
 */
export function isCalendarDay(value: string): boolean {
  if (!CALENDAR_DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** A calendar day (YYYY-MM-DD), with what to say when one is malformed or not on the calendar. */
export function calendarDaySchema(message: string) {
  return z.string({ error: message }).check(z.refine(isCalendarDay, message));
}

// A body naming an amount is refused rather than quietly priced otherwise, so a client that
// believes it chose the amount learns that it did not. `priceVersion` names the price seen, not one.
const AMOUNT_KEY = /amount|price(?!version)|paise|total/i;

/**
 * `body` for what the server prices (an order, a plan, a payment link): a request naming an amount
 * is refused with `message`. Its type is still `body`'s, so a client is told at compile time too.
 */
export function pricedByServer<Body extends z.ZodMiniType>(body: Body, message: string) {
  return z.pipe(
    z.custom<z.input<Body>>(
      (value) =>
        typeof value !== 'object' ||
        value === null ||
        !Object.keys(value).some((key) => AMOUNT_KEY.test(key)),
      { error: message },
    ),
    // The same schema, its types spelled out: TypeScript cannot see that a generic schema reads
    // what its own input type names.
    body as z.ZodMiniType<z.output<Body>, z.input<Body>>,
  );
}

const OPAQUE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** An id the server made (letters, digits, dashes and underscores), with what to say when one is malformed. */
export function opaqueIdSchema(message: string) {
  return z.string({ error: message }).check(z.regex(OPAQUE_ID, message));
}

/**
 * A list of ids in a query, sent comma-separated (`a,b`): a client may pass an array, which the
 * query string joins with commas. Duplicates are dropped, order is kept.
 */
export function idListSchema({ max, message }: { max: number; message: string }) {
  return z.pipe(
    z.union([z.string({ error: message }), z.array(z.string({ error: message }))]),
    z.pipe(
      z.transform((value: string | string[]) => [
        ...new Set((Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter(Boolean)),
      ]),
      z
        .array(opaqueIdSchema(message))
        .check(z.minLength(1, message), z.maxLength(max, `Ask for at most ${max} at once.`)),
    ),
  );
}

/** A yes/no query value: a boolean from a client, `true` or `false` (also 1/0, yes/no) in the query string. */
export function queryFlagSchema(defaultValue: boolean) {
  return z._default(z.union([z.boolean(), z.stringbool()]), defaultValue);
}
