import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { errorAnswerSchema } from '@nirmal/domain/contract';
import { loadConfig } from '../src/config.ts';
import type { AppEnv, SignedInStaff } from '../src/http/app-env.ts';
import { handleError } from '../src/http/errors.ts';
import { requireStaff } from '../src/http/require-staff.ts';
import type { StaffGuardDeps } from '../src/http/require-staff.ts';
import { quietLogger } from './support.ts';

// The staff guard on its own: who passes, and the 401 and 403 of those who do not.

const kavya: SignedInStaff = {
  sessionId: 'session-1',
  staffId: 'STF-1001',
  name: 'Kavya Rao',
  role: 'call-centre',
  hubCode: null,
  sessionExpiresAt: '2026-11-27T16:00:00.000Z',
};

function guarded(roles?: Parameters<typeof requireStaff>[1]) {
  const deps: StaffGuardDeps = {
    findStaffSession: async (token) => (token === 'live' ? kavya : null),
    clock: () => new Date('2026-11-27T08:00:00Z'),
    config: loadConfig({}),
  };
  const app = new Hono<AppEnv>();
  app.get('/page', requireStaff(deps, roles), (c) => c.json({ staffId: c.var.staff.staffId }));
  app.onError(handleError(quietLogger));
  return (cookie?: string) => app.request('/page', cookie ? { headers: { cookie } } : {});
}

describe('requireStaff', () => {
  test('lets a live staff session through and names its staff member', async () => {
    const answer = await guarded()('nirmal_staff=live');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ staffId: 'STF-1001' });
  });

  test('answers 401 without a staff session, and clears a stale cookie', async () => {
    const none = await guarded()();
    expect(none.status).toBe(401);
    expect(errorAnswerSchema.parse(await none.json()).message).toBe('Sign in as staff to use this page.');
    expect(none.headers.getSetCookie()).toEqual([]);

    const stale = await guarded()('nirmal_staff=ended');
    expect(stale.status).toBe(401);
    expect(stale.headers.getSetCookie()[0]).toMatch(/^nirmal_staff=; Max-Age=0; .*HttpOnly; SameSite=Strict/);
  });

  test("reads only the staff cookie: a customer's session is no staff session", async () => {
    expect((await guarded()('nirmal_session=live')).status).toBe(401);
  });

  test('answers 403 to a staff member of a role the call is not for', async () => {
    const refused = await guarded(['cro'])('nirmal_staff=live');
    expect(refused.status).toBe(403);
    expect(errorAnswerSchema.parse(await refused.json()).message).toBe('This page is for CRO staff.');
    expect((await guarded(['call-centre', 'cro'])('nirmal_staff=live')).status).toBe(200);
  });
});
