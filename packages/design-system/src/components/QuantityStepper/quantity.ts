/** Keeps a quantity within its bounds; a missing `max` means no upper limit. */
export function clampQuantity(value: number, min: number, max: number | undefined): number {
  const whole = Math.round(value);
  return Math.max(min, max === undefined ? whole : Math.min(max, whole));
}

/** Reads what the customer typed as a quantity, or `null` when it is not a whole number. */
export function parseQuantity(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}
