import { join } from 'node:path';
import { airQualityCalls } from '@nirmal/domain/contract';
import { notFound } from '../../http/errors.ts';
import type { Module } from '../module.ts';
import { latestReading, seedReadings } from './readings.ts';

/** Air quality by city for the shell's AQI bar (§2), from a sandbox feed of readings. */
export const airQualityModule: Module = {
  name: 'air-quality',
  migrations: join(import.meta.dirname, 'migrations'),
  routes(routes, { db }) {
    routes.handle(airQualityCalls.get, async ({ query }) => {
      const reading = await latestReading(db, query.city);
      if (!reading) throw notFound('We have no air-quality reading for this city.');
      return { data: reading };
    });
  },
  seed: seedReadings,
};
