import { join } from 'node:path';
import type { Module } from '../module.ts';
import { chatRoutes } from './routes.ts';

/** The chat widget's events (§7 /api/public/limechat/cvf-events). */
export const chatModule: Module = {
  name: 'chat',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: chatRoutes,
};
