// The running total of the chosen repairs. No DOM, unit-tested in Node.

/** A repair the customer can choose. */
export type RepairOption = {
  /** The repair's code, as the server names it. */
  value: string;
  /** What the customer reads, e.g. "Replace RO membrane". */
  label: string;
  /** A line explaining the repair. @default undefined */
  description?: string;
  /** Price in rupees (the API's `servicePrice`), when known before the visit; `null` when the technician quotes it. @default undefined */
  servicePrice?: number | null;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
};

/** What the chosen repairs add up to. */
export type RepairTotal = {
  /** Sum of the known prices, in rupees; `null` when no chosen repair has a price. */
  servicePrice: number | null;
  /** Some chosen repairs are priced only at the visit. */
  hasUnpriced: boolean;
};

const priced = (option: RepairOption): option is RepairOption & { servicePrice: number } =>
  typeof option.servicePrice === 'number' && Number.isFinite(option.servicePrice);

/**
 * Adds up the known prices of the chosen repairs, and the visit's own charge when there is one (in
 * rupees, 0 when free), and says whether some repairs are priced later.
 */
export function repairTotal(
  options: readonly RepairOption[],
  chosen: readonly string[],
  visitCharge?: number | null,
): RepairTotal {
  const picked = options.filter((option) => chosen.includes(option.value));
  const known = [
    ...(typeof visitCharge === 'number' ? [visitCharge] : []),
    ...picked.filter(priced).map((option) => option.servicePrice),
  ];
  return {
    servicePrice: known.length ? known.reduce((sum, price) => sum + price, 0) : null,
    hasUnpriced: picked.some((option) => !priced(option)),
  };
}
