import { describe, expect, test } from 'vitest';
import { testApi } from './support.ts';

describe('health checks', () => {
  test('/healthz answers that the process is alive, uncached and outside the contract', async () => {
    const api = await testApi();
    const response = await api.request('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  test('/readyz is 200 while the database answers with every migration applied', async () => {
    const api = await testApi();
    const response = await api.request('/readyz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  test('/readyz is 503 when a migration of this build is missing from the database', async () => {
    // A database of its own: the shared one is reset per test, but its schema_migrations is not.
    const api = await testApi({ ownDatabase: true });
    await api.db.query(`DELETE FROM schema_migrations WHERE name = 'otp/002_otp_requests.sql'`);
    const response = await api.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'not ready',
      reason: 'migrations pending',
      pending: ['otp/002_otp_requests.sql'],
    });
  });

  test('/readyz is 503 when the database cannot be reached, and /healthz still 200', async () => {
    const api = await testApi({ ownDatabase: true });
    await api.db.close();
    const response = await api.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: 'not ready',
      reason: expect.stringMatching(/^database unreachable: /),
    });
    expect((await api.request('/healthz')).status).toBe(200);
  });

  test('health checks are never rate-limited or refused for a missing client type', async () => {
    const api = await testApi();
    for (let index = 0; index < 50; index++) {
      const [alive, ready] = await Promise.all([api.request('/healthz'), api.request('/readyz')]);
      expect([alive.status, ready.status]).toEqual([200, 200]);
    }
  });
});
