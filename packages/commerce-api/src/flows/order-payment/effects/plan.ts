import { ORDER_MESSAGES, indianDay, planTerm } from '@nirmal/domain/contract';
import type { Tier } from '@nirmal/domain/contract';
import { applyPlan, planSnapshot, restorePlan, settlePlans } from '../../../modules/assets/queries.ts';
import type { PlanSnapshot } from '../../../modules/assets/queries.ts';
import { cancellableNow, orderLines, recordPlanApplied } from '../../../modules/orders/queries.ts';
import type { OrderLineRow } from '../../../modules/orders/queries.ts';
import { visitsMadeSince } from '../../../modules/service/queries.ts';
import type { KindEffects } from './kind.ts';

// An AMC plan order: paying applies the plan to its device, with the term worked out on the day it
// is paid (after the current plan while that is active, from the payment day otherwise), warranty
// status IC and an agreement; a plan that starts after the current one waits beside it until its
// first day. The line keeps the device's plans from before. Cancelling it, within its terms, puts
// them back (the orders module initiates the refund).

interface PlanLine extends OrderLineRow {
  planTier: Tier;
  planAssetId: string;
  planMonths: number;
}

const planLines = (lines: readonly OrderLineRow[]): PlanLine[] =>
  lines.filter(
    (line): line is PlanLine =>
      line.planTier !== null && line.planAssetId !== null && line.planMonths !== null,
  );

const isSnapshot = (value: unknown): value is PlanSnapshot =>
  typeof value === 'object' && value !== null && 'warrantyStatus' in value && 'tier' in value;

export const planEffects: KindEffects = {
  check: () => Promise.resolve(),

  async apply(tx, order, now) {
    const today = indianDay(now);
    for (const line of planLines(await orderLines(tx, order.id))) {
      await settlePlans(tx, line.planAssetId, today);
      const previous = await planSnapshot(tx, line.planAssetId);
      if (!previous) throw new Error(`Device ${line.planAssetId} of plan order ${order.id} is gone`);
      const term = planTerm({
        currentEndDate: previous.tier === null ? null : previous.endDate,
        today,
        years: line.planMonths / 12,
      });
      await applyPlan(
        tx,
        line.planAssetId,
        { tier: line.planTier, ...term, newAgreementId: `AGR-${line.planAssetId.replace(/^AST-/, '')}` },
        today,
      );
      await recordPlanApplied(tx, order.id, line.position, { ...term, previous: { ...previous } });
    }
  },

  /**
   * A paid plan can be cancelled within PLAN_CANCEL_DAYS of its payment, while no service visit
   * has been made under it and it is still the device's latest plan. An unpaid one always can.
   */
  async whyNotCancellable(tx, order, lines, now) {
    if (order.paidAt === null) return null;
    if (!cancellableNow(order, now)) return ORDER_MESSAGES.planCancelWindow;
    for (const line of planLines(lines)) {
      const device = await planSnapshot(tx, line.planAssetId);
      // The device's latest plan: the one bought to follow the current one, when there is one.
      const latest = device?.next ?? device;
      if (!latest || latest.endDate !== line.planEndDate || latest.tier !== line.planTier) {
        return ORDER_MESSAGES.planSuperseded;
      }
      const from = line.planStartDate ?? indianDay(new Date(order.paidAt));
      if ((await visitsMadeSince(tx, line.planAssetId, from)) > 0) return ORDER_MESSAGES.planVisited;
    }
    return null;
  },

  async cancelled(tx, _order, lines) {
    for (const line of planLines(lines)) {
      if (isSnapshot(line.planPrevious)) await restorePlan(tx, line.planAssetId, line.planPrevious);
    }
  },
};
