import type { Module } from '../../modules/module.ts';
import { serviceVisitRoutes } from './routes.ts';
import { seedServiceVisits } from './seed.ts';

export { fieldService } from './field-service.ts';
export type { FieldService } from './field-service.ts';
export { freeSlots, holdSlot, releaseHold, serviceHubAt, slotsOf, takeSlot } from './calendar.ts';

/**
 * Service visits: eligibility and price (assets, plans, service), the slot engine's calendar,
 * holds and places (catalogue's hubs, service), booking with a prepaid order (orders), moving,
 * cancelling and rating, the free services, and the field-service adapter with its simulator.
 * The home demos (location area) book their slots through the exported calendar functions.
 */
export const serviceVisitsFlow: Module = {
  name: 'service-visits',
  routes: serviceVisitRoutes,
  seed: seedServiceVisits,
};
