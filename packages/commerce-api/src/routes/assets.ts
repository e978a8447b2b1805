import { Hono } from 'hono';
import { API_PATHS, assetParamsSchema } from '@nirmal/domain/contract';
import type { AssetAnswer, AssetListAnswer } from '@nirmal/domain/contract';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/errors.ts';
import { requireCustomer } from '../http/session.ts';
import { pathParams } from '../http/validate.ts';
import { findAsset, listAssets } from '../store/assets.ts';

export function assetRoutes({ db, config, clock }: { db: Database; config: Config; clock: Clock }) {
  const signedIn = requireCustomer(db, clock, config);
  return new Hono<AppEnv>()
    .get(API_PATHS.assets, signedIn, async (c) => {
      const answer: AssetListAnswer = { data: await listAssets(db, c.var.customer.customerId) };
      return c.json(answer);
    })
    .get(`${API_PATHS.assets}/:id`, signedIn, async (c) => {
      const { id } = pathParams(c, assetParamsSchema);
      const asset = await findAsset(db, c.var.customer.customerId, id);
      if (!asset) throw notFound('We could not find this device among yours.');
      const answer: AssetAnswer = { data: asset };
      return c.json(answer);
    });
}
