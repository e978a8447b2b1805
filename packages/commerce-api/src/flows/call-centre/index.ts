import type { Module } from '../../modules/module.ts';
import { callCentreRoutes } from './routes.ts';

/**
 * Staff's look-up of a customer by mobile number or device id, and a plan priced for one of the
 * customer's devices; a CRO only for customers of their hub, every look-up audited.
 */
export const callCentreFlow: Module = { name: 'call-centre', routes: callCentreRoutes };
