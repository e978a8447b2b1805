/**
 * The list of every member of the union `T`, checked both ways by the compiler: each item is a
 * `T`, and a member missing from the list is an error. The unions are written out rather than
 * derived from their lists, so the props tables can read their values.
 */
export const everyOf =
  <T>() =>
  <const L extends readonly T[]>(list: L & ([T] extends [L[number]] ? unknown : never)) =>
    list;
