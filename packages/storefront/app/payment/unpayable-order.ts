import { CART_PATH, DEVICES_PATH } from '@nirmal/domain';
import type { OrderKind, OrderLine } from '@nirmal/domain/contract';
import { plansPath } from '../devices/paths.ts';
import { REFUND_DUE_MESSAGE } from './outcome-texts.ts';

/** What the payment page of an order that can no longer be paid says, and where it leads next. */
export interface UnpayableOrder {
  description: string;
  next: { href: string; label: string };
}

const NOTHING_CHARGED = 'Its time to pay ran out or it was cancelled, and nothing was charged for it.';

/**
 * A plan is bought again from its device's plans, a visit booked again from the device's page (its
 * booking was given up with its order), items from the cart: the page of an order that can no
 * longer be paid says which, after whether the last payment is being refunded.
 */
export function unpayableOrder(
  order: {
    kind: OrderKind;
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
  if (order.kind === 'service') {
    return {
      description: `${lead} To have the visit, book it again from your device's page.`,
      next: { href: DEVICES_PATH, label: 'Go to My devices' },
    };
  }
  return {
    description: `${lead} To buy its items, place the order again from your cart.`,
    next: { href: CART_PATH, label: 'Go to your cart' },
  };
}
