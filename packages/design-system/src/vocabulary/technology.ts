// Water purification technologies (UV and RO) and how they are named to a customer.
import { everyOf } from './everyOf.ts';

/** Purification technology of a water purifier. */
export type Technology = 'UV' | 'RO';
export const technologies = everyOf<Technology>()(['UV', 'RO']);

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
