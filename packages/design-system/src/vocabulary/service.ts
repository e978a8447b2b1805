// The service words the components show: slot states, visit durations and AMC plan durations.
// Service types, request statuses and the states of India for addresses are shared with the
// domain, so they come from @nirmal/format (see index.ts).

import { everyOf } from './everyOf.ts';

export const slotStates = everyOf<SlotState>()(['available', 'full', 'unavailable']);
/** Whether a visit slot can be booked: `full` is booked out, `unavailable` is closed (e.g. a holiday). */
export type SlotState = 'available' | 'full' | 'unavailable';

/** Why a slot cannot be chosen, said next to it. */
export const slotStateReasons: Record<Exclude<SlotState, 'available'>, string> = {
  full: 'Fully booked',
  unavailable: 'Not available',
};

/** Spec §5 and §9: a service slot lasts one hour unless told otherwise. */
export const defaultServiceDuration = '01:00';

export const amcPlanDurations = everyOf<AmcPlanDuration>()([1, 2, 3, 4, 5]);
/** Length of an AMC plan, in years: one to five (spec §5). */
export type AmcPlanDuration = 1 | 2 | 3 | 4 | 5;
