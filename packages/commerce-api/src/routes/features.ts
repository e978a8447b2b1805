import { Hono } from 'hono';
import { API_PATHS } from '@nirmal/domain/contract';
import type { FeatureFlagsAnswer } from '@nirmal/domain/contract';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readFeatureFlags } from '../store/content.ts';

export function featureRoutes({ db }: { db: Database }) {
  return new Hono<AppEnv>().get(API_PATHS.features, async (c) => {
    const answer: FeatureFlagsAnswer = { data: await readFeatureFlags(db) };
    return c.json(answer);
  });
}
