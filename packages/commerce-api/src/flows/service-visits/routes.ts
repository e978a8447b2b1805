import {
  CANCEL_DISPOSITIONS,
  RESCHEDULE_DISPOSITIONS,
  serviceCalls,
  serviceDevCalls,
} from '@nirmal/domain/contract';
import { notFound } from '../../http/errors.ts';
import type { CallRoutes } from '../../http/route.ts';
import { requireCustomer } from '../../http/require-customer.ts';
import { SVG_HEADERS } from '../../http/svg.ts';
import type { ModuleDeps } from '../../modules/module.ts';
import { technicianNamed } from '../../modules/service/queries.ts';
import { bookVisit, bookingEligibility } from './booking.ts';
import { holdSlot, releaseHold, serviceHubFor, slotsOf } from './calendar.ts';
import { cancelBooking, rateTechnician, rescheduleVisit } from './changes.ts';
import { freeServicesFor } from './free-service.ts';
import { advanceNow, visitsAsOf } from './simulator.ts';
import { initialsPortrait } from './technician-photo.ts';
import { ownRequest, visitDetails, visitHistory } from './visits.ts';

const asList = (codes: Record<string, string>) =>
  Object.entries(codes).map(([code, label]) => ({ code, label }));

export function serviceVisitRoutes(routes: CallRoutes, deps: ModuleDeps): void {
  const { db, clock, config, sms, developmentCalls } = deps;
  const before = [requireCustomer(deps)];
  /** Reads see visits as the field-service simulator has moved them by now. */
  const asOfNow = async (customerId: string) => {
    const now = clock();
    await visitsAsOf(db, sms, config.fieldService, customerId, now);
    return now;
  };

  routes.handle(
    serviceCalls.list,
    async ({ query }, c) => {
      const { customerId } = c.var.customer;
      return { data: await visitHistory(db, customerId, query.assetId, await asOfNow(customerId)) };
    },
    { before },
  );
  routes.handle(
    serviceCalls.details,
    async ({ query }, c) => {
      const { customerId } = c.var.customer;
      const now = await asOfNow(customerId);
      return { data: await visitDetails(db, await ownRequest(db, customerId, query.serviceRequestID), now) };
    },
    { before },
  );
  routes.handle(
    serviceCalls.eligibility,
    async ({ query }, c) => ({
      data: await bookingEligibility(db, c.var.customer.customerId, query, clock()),
    }),
    { before },
  );
  routes.handle(
    serviceCalls.slots,
    async ({ query }, c) => ({
      data: await slotsOf(db, await serviceHubFor(db, c.var.customer.customerId, query, clock()), clock()),
    }),
    { before },
  );
  routes.handle(
    serviceCalls.hold,
    async ({ body }, c) => {
      const { customerId } = c.var.customer;
      const now = clock();
      const hub = await serviceHubFor(db, customerId, body, now);
      return {
        data: await db.transaction((tx) =>
          holdSlot(tx, { holder: customerId, hub, day: body.date, slot: body.slot }, now),
        ),
      };
    },
    { before },
  );
  routes.handle(
    serviceCalls.release,
    async ({ body }, c) => ({
      data: {
        released: await db.transaction((tx) => releaseHold(tx, c.var.customer.customerId, body.holdId)),
      },
    }),
    { before },
  );
  routes.handle(
    serviceCalls.book,
    async ({ body }, c) => ({ data: await bookVisit(db, c.var.customer.customerId, body, clock()) }),
    { before },
  );
  routes.handle(
    serviceCalls.reschedule,
    async ({ body }, c) => ({
      data: await rescheduleVisit(db, c.var.customer.customerId, body, clock(), false),
    }),
    { before },
  );
  routes.handle(
    serviceCalls.rescheduleInstallation,
    async ({ body }, c) => ({
      data: await rescheduleVisit(db, c.var.customer.customerId, body, clock(), true),
    }),
    { before },
  );
  routes.handle(
    serviceCalls.cancel,
    async ({ body }, c) => ({ data: await cancelBooking(db, c.var.customer.customerId, body, clock()) }),
    { before },
  );
  routes.handle(serviceCalls.dispositions, async () => ({
    data: { reschedule: asList(RESCHEDULE_DISPOSITIONS), cancel: asList(CANCEL_DISPOSITIONS) },
  }));
  routes.handle(
    serviceCalls.feedback,
    async ({ body }, c) => ({ data: await rateTechnician(db, c.var.customer.customerId, body, clock()) }),
    { before },
  );
  routes.handle(
    serviceCalls.freeService,
    async ({ query }, c) => ({
      data: await freeServicesFor(db, c.var.customer.customerId, query.assetId, clock()),
    }),
    { before },
  );

  routes.file('/api/service/technician-photo/:file{TEC-[A-Z]{3}-[0-9]{2}\\.svg}', async (c) => {
    const name = await technicianNamed(db, (c.req.param('file') ?? '').replace(/\.svg$/, ''));
    if (name === null) throw notFound();
    return c.body(initialsPortrait(name), 200, SVG_HEADERS);
  });

  if (!developmentCalls) return;
  // Like the OTP outbox: only beside the development SMS sender, never in production.
  routes.handle(serviceDevCalls.advance, async ({ body }) => ({
    data: await advanceNow(db, sms, body.serviceRequestID, clock()),
  }));
}
