import { PLAN_ENDING_SOON_DAYS, daysBetween, renewalOpensOn } from '@nirmal/domain/contract';
import type { CurrentPlan, PlanStatus } from '@nirmal/domain/contract';
import { formatDate, tierLabels } from '@nirmal/format';

// Where a device's plan stands on a day (the server's India day), and whether a plan can be bought
// for it: the rule of plan-dates.ts in the contract, in sentences a customer reads.

export interface PlanFacts {
  isRental: boolean;
  currentPlan: CurrentPlan | null;
  /** A plan bought to follow the current one, not started yet. */
  nextPlan: CurrentPlan | null;
  warrantyEndDate: string | null;
}

export const RENTAL_PLAN_MESSAGE = 'This device is rented, and its rent includes its maintenance plan.';

export function planStatusOf(
  { isRental, currentPlan, nextPlan, warrantyEndDate }: PlanFacts,
  today: string,
): PlanStatus {
  const daysLeft = currentPlan ? daysBetween(today, currentPlan.endDate) : null;
  if (isRental) {
    return { state: 'included', daysLeft, canBuy: false, renewableFrom: null, message: RENTAL_PLAN_MESSAGE };
  }
  if (currentPlan === null || daysLeft === null) {
    const inWarranty = warrantyEndDate !== null && warrantyEndDate >= today;
    return {
      state: 'none',
      daysLeft: null,
      canBuy: true,
      renewableFrom: null,
      message: inWarranty
        ? `This device is in warranty until ${formatDate(warrantyEndDate)}. A maintenance plan adds service visits and filters the warranty does not cover.`
        : 'This device has no maintenance plan. Choose one to have it serviced on time, with filters changed before they stop working.',
    };
  }
  const tier = tierLabels[currentPlan.tier];
  const end = formatDate(currentPlan.endDate);
  if (nextPlan !== null) {
    return {
      state: 'renewed',
      daysLeft,
      canBuy: false,
      renewableFrom: null,
      message: `The ${tier} plan of this device runs until ${end}. The ${tierLabels[nextPlan.tier]} plan you bought follows it, from ${formatDate(nextPlan.startDate)} to ${formatDate(nextPlan.endDate)}.`,
    };
  }
  if (daysLeft < 0) {
    return {
      state: 'expired',
      daysLeft,
      canBuy: true,
      renewableFrom: null,
      message: `The ${tier} plan of this device ended on ${end}. Renew it to have the device serviced again.`,
    };
  }
  if (daysLeft <= PLAN_ENDING_SOON_DAYS) {
    const when = daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
    return {
      state: 'ending_soon',
      daysLeft,
      canBuy: true,
      renewableFrom: null,
      message: `The ${tier} plan of this device ends ${when}, on ${end}. Renew now and the new plan starts the day after.`,
    };
  }
  const opens = renewalOpensOn(currentPlan.endDate);
  if (today >= opens) {
    return {
      state: 'active',
      daysLeft,
      canBuy: true,
      renewableFrom: null,
      message: `The ${tier} plan of this device runs until ${end}. You can renew it now, and the new plan starts the day after.`,
    };
  }
  return {
    state: 'active',
    daysLeft,
    canBuy: false,
    renewableFrom: opens,
    message: `The ${tier} plan of this device runs until ${end}. You can renew this plan from ${formatDate(opens)}.`,
  };
}
