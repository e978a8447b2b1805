import { InlineAlert, promotionLabels } from '@nirmal/design-system';
import { cartProblemMessage, formatInrFromPaise, productLines } from '@nirmal/domain';
import type { Cart, CheckoutChange } from '@nirmal/domain/contract';

function changeText(change: CheckoutChange, cart: Cart): string {
  switch (change.code) {
    case 'cart_changed':
      return 'Your cart changed (in another tab or device).';
    case 'coupons_changed':
      return 'The coupons on your order, or what they save, changed.';
    case 'delivery_changed':
      return change.deliveryChargePaise === 0
        ? 'Delivery is now free.'
        : `Delivery now costs ${formatInrFromPaise(change.deliveryChargePaise)}.`;
    case 'promotion_unavailable':
      return `${promotionLabels[change.promotion]} is no longer available for this order.`;
    case 'total_changed':
      return change.previousFinalPricePaise === null
        ? `The total is now ${formatInrFromPaise(change.finalPricePaise)}.`
        : `The total changed from ${formatInrFromPaise(change.previousFinalPricePaise)} to ${formatInrFromPaise(change.finalPricePaise)}.`;
    case 'price_changed': {
      const line = productLines(cart).find(({ id }) => id === change.lineId);
      return `The price of ${line?.name ?? 'an item'} changed from ${formatInrFromPaise(change.previousUnitPricePaise)} to ${formatInrFromPaise(change.unitPricePaise)}.`;
    }
    default: {
      const line = productLines(cart).find(({ id }) => id === change.lineId);
      return cartProblemMessage(change, line?.name ?? 'An item');
    }
  }
}

/** What changed between the checkout the customer saw and the one they tried to pay: nothing was charged. */
export function CheckoutChanges({ changes, cart }: { changes: CheckoutChange[]; cart: Cart }) {
  return (
    <InlineAlert tone="warning" title="Your order changed since you saw it">
      <ul>
        {changes.map((change, index) => (
          <li key={index}>{changeText(change, cart)}</li>
        ))}
      </ul>
      <p>Nothing was charged. Check the order below, then press Pay again to confirm it.</p>
    </InlineAlert>
  );
}
