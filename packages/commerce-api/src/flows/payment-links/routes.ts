import { ApiError } from '../../http/errors.ts';
import { PAYMENT_LINK_MESSAGES, paymentLinkCalls } from '@nirmal/domain/contract';
import { requireCustomer } from '../../http/require-customer.ts';
import { requireStaff } from '../../http/require-staff.ts';
import type { CallRoutes } from '../../http/route.ts';
import type { ModuleDeps } from '../../modules/module.ts';
import { linksCreatedBy, toPaymentLink } from '../../modules/payment-links/links.ts';
import type { LinkRow } from '../../modules/payment-links/links.ts';
import { createLink, requireLinkInScope } from './create-link.ts';
import { sendLinkSms } from './link-sms.ts';
import { currentLink } from './link-state.ts';
import { cancelLink, customersLink, resendLink } from './manage-links.ts';

export function paymentLinkRoutes(routes: CallRoutes, deps: ModuleDeps): void {
  const { db, clock, config, sms } = deps;
  const { storefrontUrl, paymentLinkTtlSeconds } = config.payments;
  const staffOnly = { before: [requireStaff(deps)] };
  const shown = (link: LinkRow) => toPaymentLink(link, storefrontUrl);
  // The SMS goes out once the link is saved: a link is never sent that was not kept.
  const sent = async (link: LinkRow, now: Date) => {
    await sendLinkSms(sms, link, storefrontUrl, now);
    return shown(link);
  };

  routes.handle(
    paymentLinkCalls.create,
    async ({ body }, c) => {
      const now = clock();
      await requireLinkInScope(db, c.var.staff, body, now);
      const result = await db.transaction((tx) =>
        createLink(tx, c.var.staff, body, { now, ttlSeconds: paymentLinkTtlSeconds }),
      );
      if (result.outcome === 'changed') return { data: result };
      const link = result.isNew ? await sent(result.link, now) : shown(result.link);
      return { data: { outcome: 'created' as const, link } };
    },
    staffOnly,
  );

  routes.handle(
    paymentLinkCalls.list,
    async ({ query }, c) => {
      const now = clock();
      return db.transaction(async (tx) => {
        const page = await linksCreatedBy(tx, c.var.staff.staffId, query.cursor);
        if (!page) throw new ApiError(400, 'INVALID_REQUEST', PAYMENT_LINK_MESSAGES.cursor);
        const links = [];
        for (const row of page.rows) links.push(shown(await currentLink(tx, row, now)));
        return { data: { links, nextCursor: page.nextCursor } };
      });
    },
    staffOnly,
  );

  routes.handle(
    paymentLinkCalls.resend,
    async ({ params }, c) => {
      const now = clock();
      const link = await db.transaction((tx) => resendLink(tx, c.var.staff, params.linkId, now));
      return { data: await sent(link, now) };
    },
    staffOnly,
  );

  routes.handle(
    paymentLinkCalls.cancel,
    async ({ params }, c) => {
      const now = clock();
      const link = await db.transaction((tx) => cancelLink(tx, c.var.staff, params.linkId, now));
      return { data: shown(link) };
    },
    staffOnly,
  );

  routes.handle(
    paymentLinkCalls.open,
    async ({ params }, c) => ({
      data: await db.transaction((tx) =>
        customersLink(tx, c.var.customer.customerId, params.linkId, { now: clock(), storefrontUrl }),
      ),
    }),
    { before: [requireCustomer(deps)] },
  );
}
