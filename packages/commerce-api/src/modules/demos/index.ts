import { join } from 'node:path';
import type { Module } from '../module.ts';

/**
 * Home demos for visitors: a number confirmed by a code (lead verifications) and the demos booked
 * with it. Booking takes a place in a service slot too, so the calls are the book-demo flow's.
 */
export const demosModule: Module = { name: 'demos', migrations: join(import.meta.dirname, 'migrations') };
