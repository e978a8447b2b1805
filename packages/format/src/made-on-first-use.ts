/**
 * A value made the first time it is asked for, then kept. For formatters: making an `Intl`
 * formatter loads its locale's data (about 10 ms on a mid-range phone), which a page should not
 * pay while its scripts start, nor at all if it shows no amount or date.
 */
export function madeOnFirstUse<Value>(make: () => Value): () => Value {
  let made: { value: Value } | undefined;
  return () => (made ??= { value: make() }).value;
}
