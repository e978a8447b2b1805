import { CART_PATH } from '@nirmal/domain';
import type { OrderLine } from '@nirmal/domain/contract';
import { plansPath } from '../devices/paths.ts';
import { REFUND_DUE_MESSAGE } from './outcome-texts.ts';

/** What the payment page of an order that can no longer be paid says, and where it leads next. */
export interface UnpayableOrder {
  description: string;
  next: { href: string; label: string };
}

const NOTHING_CHARGED = 'Its time to pay ran out or it was cancelled, and nothing was charged for it.';

/**
 * A plan is bought again from its device's plans, items from the cart: the page of an order that
 * can no longer be paid says which, after whether the last payment is being refunded.
 */
export function unpayableOrder(
  order: {
    lines: ReadonlyArray<{ plan: Pick<NonNullable<OrderLine['plan']>, 'assetId' | 'deviceName'> | null }>;
  },
  { refundDue }: { refundDue: boolean },
): UnpayableOrder {
  const lead = refundDue ? REFUND_DUE_MESSAGE : NOTHING_CHARGED;
  const plan = order.lines.find((line) => line.plan)?.plan;
  if (plan) {
    return {
      description: `${lead} To get the plan, choose it again from the plans for ${plan.deviceName}.`,
      next: { href: plansPath(plan.assetId), label: `Plans for ${plan.deviceName}` },
    };
  }
  return {
    description: `${lead} To buy its items, place the order again from your cart.`,
    next: { href: CART_PATH, label: 'Go to your cart' },
  };
}
