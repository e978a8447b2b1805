import { profileCalls } from '@nirmal/domain/contract';
import { rateLimitAddress } from '../../http/rate-limit-address.ts';
import type { CallRoutes } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import {
  applyChange,
  pendingChange,
  planChange,
  recordChange,
  removeSecondaryUser,
  updatePrimaryName,
} from './profile.ts';
import type { ChangeAction } from './profile.ts';
import { maskedEmail, maskedMobile } from './profile-rules.ts';
import { requireCustomer } from '../../http/require-customer.ts';

/**
 * The signed-in customer's changes to their profile. A secondary user or an email is changed only
 * with a code: sent to the secondary user's number, or to the email address itself, and checked
 * (wrong codes counted) by the OTP service as a sign-in code is.
 */
export function profileRoutes(routes: CallRoutes, deps: ModuleDeps): void {
  const { db, config, clock, otp } = deps;
  const before = [requireCustomer(deps)];

  routes.handle(
    profileCalls.updatePrimaryName,
    async ({ body }, c) => ({
      data: { data: await db.transaction((tx) => updatePrimaryName(tx, c.var.customer.customerId, body)) },
    }),
    { before },
  );

  routes.handle(
    profileCalls.requestChange,
    async ({ body }, c) => {
      const { customerId } = c.var.customer;
      const change = await planChange(db, customerId, body);
      // Marked for its purpose in the same insert: it can never sign anyone in.
      const sent = await otp.send(change.mobile, rateLimitAddress(c, config.trustProxy), change.delivery);
      await db.transaction((tx) =>
        recordChange(tx, customerId, sent.requestId, change, {
          now: clock(),
          codeTtlSeconds: config.otpTtlSeconds,
        }),
      );
      const sentTo =
        change.delivery.purpose === 'email_change'
          ? maskedEmail(change.delivery.email)
          : maskedMobile(change.mobile);
      return { data: { ...sent, sentTo } };
    },
    { before },
  );

  const verify = (action: ChangeAction) =>
    routes.handle(
      action === 'create' ? profileCalls.verifyCreate : profileCalls.verifyUpdate,
      async ({ body: { requestId, otp: code } }, c) => {
        const { customerId } = c.var.customer;
        const { change, mobile, purpose } = await pendingChange(db, customerId, requestId, action);
        const profile = await otp.verify(
          { requestId, mobile, otp: code },
          { purpose, clientAddress: rateLimitAddress(c, config.trustProxy) },
          (tx) => applyChange(tx, customerId, change, clock()),
        );
        return { data: { data: profile } };
      },
      { before },
    );
  verify('create');
  verify('update');

  routes.handle(
    profileCalls.requestDelete,
    async ({ body }, c) => ({
      data: {
        data: await db.transaction((tx) => removeSecondaryUser(tx, c.var.customer.customerId, body.phone)),
      },
    }),
    { before },
  );
}
