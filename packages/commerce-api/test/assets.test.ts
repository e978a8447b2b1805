import { describe, expect, test } from 'vitest';
import {
  TIERS,
  WARRANTY_STATUSES,
  assetAnswerSchema,
  assetListAnswerSchema,
  errorAnswerSchema,
} from '@nirmal/domain/contract';
import { ASHA, ROHAN, testApi } from './support.ts';

describe('devices', () => {
  test("the demo customer's devices cover every warranty state, tier, technology and ownership", async () => {
    const api = await testApi();
    const cookies = await api.signIn(ASHA);
    const { data: assets } = assetListAnswerSchema.parse(
      await (await api.request('/api/v1/assets', { cookies })).json(),
    );

    expect(new Set(assets.map((asset) => asset.expiryStatus.status))).toEqual(new Set(WARRANTY_STATUSES));
    const covered = assets
      .filter((asset) => asset.expiryStatus.status === 'IC')
      .map((asset) => asset.currentPlan?.tier);
    expect(new Set(covered)).toEqual(new Set(TIERS));
    expect(new Set(assets.map((asset) => asset.technology))).toEqual(new Set(['UV', 'RO']));
    expect(new Set(assets.map((asset) => asset.isRental))).toEqual(new Set([true, false]));
    for (const asset of assets) expect(asset.img).toMatch(/^\/images\/devices\/[\w-]+\.svg$/);
  });

  test('a customer sees only their own devices, and another customer’s device is not found', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const rohan = await api.signIn(ROHAN);

    const ashas = assetListAnswerSchema.parse(
      await (await api.request('/api/v1/assets', { cookies: asha })).json(),
    ).data;
    const rohans = assetListAnswerSchema.parse(
      await (await api.request('/api/v1/assets', { cookies: rohan })).json(),
    ).data;
    expect(rohans.map((asset) => asset.name)).toEqual(['Nirmal Pure UV']);
    expect(ashas.map((asset) => asset.id)).not.toContain(rohans[0]?.id);

    const own = await api.request(`/api/v1/assets/${rohans[0]?.id}`, { cookies: rohan });
    expect(assetAnswerSchema.parse(await own.json()).data).toEqual(rohans[0]);

    const others = await api.request(`/api/v1/assets/${ashas[0]?.id}`, { cookies: rohan });
    expect(others.status).toBe(404);
    expect(errorAnswerSchema.parse(await others.json()).code).toBe('NOT_FOUND');
  });

  test('devices need a session, and a malformed id is a 400', async () => {
    const api = await testApi();
    expect((await api.request('/api/v1/assets')).status).toBe(401);
    expect((await api.request('/api/v1/assets/AST-100101')).status).toBe(401);

    const cookies = await api.signIn(ASHA);
    const malformed = await api.request(`/api/v1/assets/${encodeURIComponent("1' OR '1'='1")}`, { cookies });
    expect(malformed.status).toBe(400);
    expect(errorAnswerSchema.parse(await malformed.json()).code).toBe('INVALID_REQUEST');
    expect((await api.request('/api/v1/assets/AST-999999', { cookies })).status).toBe(404);
  });
});
