import { formatInrFromPaise, promotionLabels } from '@nirmal/format';
import type { Cart, CheckoutChange } from '../contract/index.ts';
import { cartProblemMessage } from './cart.ts';

/** What changed since the customer looked at checkout, in words, naming the product of a line. */
export function checkoutChangeMessage(change: CheckoutChange, cart: Cart): string {
  switch (change.code) {
    case 'cart_changed':
      return 'Your cart changed in another window. Check the items before you pay.';
    case 'coupons_changed':
      return 'Your coupons changed. Check the savings before you pay.';
    case 'delivery_changed':
      return `Delivery now costs ${formatInrFromPaise(change.deliveryChargePaise)}.`;
    case 'promotion_unavailable':
      return `${promotionLabels[change.promotion]} is no longer available for this order. Choose another way to pay.`;
    case 'total_changed':
      return change.previousFinalPricePaise === null
        ? `You now pay ${formatInrFromPaise(change.finalPricePaise)}.`
        : `You now pay ${formatInrFromPaise(change.finalPricePaise)} (it was ${formatInrFromPaise(change.previousFinalPricePaise)}).`;
    default: {
      const line = cart.lines.find((candidate) => candidate.id === change.lineId);
      return cartProblemMessage(change, line?.kind === 'product' ? line.name : 'A product');
    }
  }
}
