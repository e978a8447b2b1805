import type { Asset, PlanState } from '@nirmal/domain/contract';

export interface PlanNotice {
  tone: 'info' | 'warning' | 'error' | 'success';
  title: string;
  /** The plan action's label; none when no plan can be bought now. */
  action: string | null;
}

const NOTICES: Record<PlanState, PlanNotice> = {
  none: { tone: 'info', title: 'No maintenance plan yet', action: 'Buy a plan' },
  active: { tone: 'success', title: 'Your plan is active', action: 'Renew plan' },
  ending_soon: { tone: 'warning', title: 'Your plan ends soon', action: 'Renew plan' },
  expired: { tone: 'error', title: 'AMC expired', action: 'Buy a plan' },
  renewed: { tone: 'success', title: 'Your plan is renewed', action: null },
  included: { tone: 'info', title: 'Plan included with your rent', action: null },
};

/** What the device page and My devices announce about a device's plan, and the action they offer. */
export function planNotice({ planStatus }: Pick<Asset, 'planStatus'>): PlanNotice {
  const notice = NOTICES[planStatus.state];
  return planStatus.canBuy ? notice : { ...notice, action: null };
}

/** My devices announces only what needs the customer: a plan ending within 30 days, or ended. */
export function needsAttention({ planStatus }: Pick<Asset, 'planStatus'>): boolean {
  return planStatus.state === 'ending_soon' || planStatus.state === 'expired';
}
