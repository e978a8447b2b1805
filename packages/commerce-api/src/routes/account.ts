import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { API_PATHS, SESSION_COOKIE, profileQuerySchema } from '@nirmal/domain/contract';
import type { ProfileAnswer, SignoutAnswer } from '@nirmal/domain/contract';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { clearSignInCookies } from '../http/cookies.ts';
import { unauthenticated } from '../http/errors.ts';
import { requireCustomer } from '../http/session.ts';
import { queryParams } from '../http/validate.ts';
import { findProfile } from '../store/customers.ts';
import { deleteSession } from '../store/sessions.ts';

export function accountRoutes({ db, config, clock }: { db: Database; config: Config; clock: Clock }) {
  return new Hono<AppEnv>()
    .get(API_PATHS.profile, requireCustomer(db, clock, config), async (c) => {
      queryParams(c, profileQuerySchema);
      const profile = await findProfile(db, c.var.customer.customerId);
      if (!profile) throw unauthenticated();
      const answer: ProfileAnswer = { data: { data: profile } };
      return c.json(answer);
    })
    .post(API_PATHS.signout, async (c) => {
      // Signing out is idempotent: whatever the cookie names ends, and both cookies go.
      const token = getCookie(c, SESSION_COOKIE);
      if (token) await deleteSession(db, token);
      clearSignInCookies(c, config);
      const answer: SignoutAnswer = { data: { signedOut: true } };
      return c.json(answer);
    });
}
