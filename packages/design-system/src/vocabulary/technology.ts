// Water purification technologies (spec §3: UV and RO) and how they are named to a customer.

export const technologies = ['UV', 'RO'] as const;
/** Purification technology of a water purifier. */
export type Technology = (typeof technologies)[number];

/** The short name shown on a tag. */
export const technologyLabels: Record<Technology, string> = {
  UV: 'UV',
  RO: 'RO',
};

/** The full name, for tooltips and assistive technology. */
export const technologyNames: Record<Technology, string> = {
  UV: 'Ultraviolet',
  RO: 'Reverse osmosis',
};
