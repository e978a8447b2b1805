export type StarFill = 'full' | 'half' | 'empty';

/** How many of `max` stars a value fills, to the nearest half star: 3.7 of 5 gives 3.5. */
export function filledStars(value: number, max: number): number {
  return Math.round(Math.min(Math.max(value, 0), max) * 2) / 2;
}

/**
 * How each of `max` stars is drawn for a value, to the nearest half star: 3.7 of 5 gives
 * full, full, full, half, empty.
 */
export function starFills(value: number, max: number): StarFill[] {
  const halves = filledStars(value, max) * 2;
  return Array.from({ length: max }, (_, index) => {
    const left = halves - index * 2;
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty';
  });
}
