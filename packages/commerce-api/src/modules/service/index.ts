import { join } from 'node:path';
import type { Module } from '../module.ts';
import { seedServiceRequests } from './seed.ts';

/**
 * Service visits of the customers' devices: the requests and their timelines, the hubs' hours and
 * technicians, the places taken in their slots, and the price list. The service-visits flow serves
 * their calls (it knows the device is the customer's and what covers it).
 */
export const serviceModule: Module = {
  name: 'service',
  migrations: join(import.meta.dirname, 'migrations'),
  seed: seedServiceRequests,
};
