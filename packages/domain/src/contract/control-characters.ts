import * as z from 'zod/mini';

/**
 * C0 control characters, but for the tab and line breaks that free text may hold. None has a place
 * in what a customer sends, and NUL cannot even be stored: PostgreSQL refuses it in text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

type Path = (string | number)[];

/** Where the first string holding a control character sits in a request's values, or null. */
export function controlCharacterPath(value: unknown, path: Path = []): Path | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = controlCharacterPath(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}

export const controlCharacterMessage = (path: Path) =>
  `${path.length > 0 ? path.join('.') : 'The request'} holds a control character (such as NUL) that ` +
  'cannot be kept. Remove it and send again.';

/** What `refusingControlCharacters` makes of a schema: it reads and gives the same values. */
export type ScreenedSchema<Schema extends z.ZodMiniType> = z.ZodMiniPipe<
  z.ZodMiniTransform<unknown, z.input<Schema>>,
  Schema
>;

/**
 * A request part's schema (path parameters, query or body) that first refuses any string holding a
 * control character, wherever it sits, then reads the input by its own rules. `defineCall` puts every
 * call's request parts behind it, so no field of any call can forget it.
 */
export function refusingControlCharacters<Schema extends z.ZodMiniType>(
  schema: Schema,
): ScreenedSchema<Schema> {
  const screen = z.transform((input: z.input<Schema>, ctx): unknown => {
    const path = controlCharacterPath(input);
    if (path === null) return input;
    ctx.issues.push({ code: 'custom', message: controlCharacterMessage(path), input, path });
    return z.NEVER;
  });
  return z.pipe(screen, schema);
}
