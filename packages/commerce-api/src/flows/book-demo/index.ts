import type { Module } from '../../modules/module.ts';
import { bookDemoRoutes } from './routes.ts';

export const bookDemoFlow: Module = { name: 'book-demo', routes: bookDemoRoutes };
