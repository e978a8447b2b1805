// How water purification technologies (UV and RO; codes in amc.ts) are named to a customer.
import type { Technology } from './amc.ts';

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
