import { join } from 'node:path';
import type { Module } from '../module.ts';
import { contentRoutes } from './routes.ts';
import { seedContent } from './seed.ts';

/** The content service's documents for the `/cms` paths: header, footer, app config, pages, blog and stores. */
export const contentModule: Module = {
  name: 'content',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: contentRoutes,
  seed: seedContent,
};
