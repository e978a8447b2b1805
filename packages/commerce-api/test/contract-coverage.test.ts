import { describe, expect, test } from 'vitest';
import * as contract from '@nirmal/domain/contract';
import { definedCalls } from './contract-calls.ts';
import { ROHAN, testApi } from './support.ts';
import type { Logger } from '../src/logger.ts';

describe('the contract and the routes', () => {
  test('every call defined in the contract has a handler', async () => {
    const api = await testApi();
    const served = new Set(api.app.routes.map((route) => `${route.method} ${route.path}`));
    const calls = definedCalls().map((call) => `${call.method} ${call.path}`);

    expect(calls.length).toBeGreaterThanOrEqual(12);
    expect(calls.filter((call) => !served.has(call))).toEqual([]);
  });

  test('an answer outside the contract is a 500 with a log line, not a malformed answer', async () => {
    const errors: string[] = [];
    const logger: Logger = { info: () => {}, error: (message) => void errors.push(message) };
    const api = await testApi({ logger });
    const cookies = await api.signIn(ROHAN);
    // A device whose id breaks the contract (ids are never empty), as a bad import could leave one.
    await api.db.query(
      `INSERT INTO assets (id, customer_id, name, img, component_id, hub_code, segment, technology, is_rental,
                           warranty_status)
       VALUES ('', 'CUS1000002', 'Nirmal Pure UV', '/images/devices/uv-purifier.svg', 'WP-X', 'BLR-05',
               'WATER_PURIFIER', 'UV', false, 'IW')`,
    );

    const response = await api.request('/api/v1/assets', { cookies });

    expect(response.status).toBe(500);
    expect(contract.errorAnswerSchema.parse(await response.json()).code).toBe('INTERNAL');
    expect(errors.join('\n')).toMatch(/GET \/api\/v1\/assets answered outside its contract/);
    expect(errors.join('\n')).toContain('data[0].id');
  });
});
