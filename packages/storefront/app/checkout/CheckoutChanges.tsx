import { InlineAlert } from '@nirmal/design-system';
import { checkoutChangeMessage } from '@nirmal/domain';
import type { Cart, CheckoutChange } from '@nirmal/domain/contract';

/** What changed between the checkout the customer saw and the one they tried to pay: nothing was charged. */
export function CheckoutChanges({ changes, cart }: { changes: CheckoutChange[]; cart: Cart }) {
  return (
    <InlineAlert tone="warning" title="Your order changed since you saw it">
      <ul>
        {changes.map((change, index) => (
          <li key={index}>{checkoutChangeMessage(change, cart)}</li>
        ))}
      </ul>
      <p>Nothing was charged. Check the order below, then press Proceed to pay again to confirm it.</p>
    </InlineAlert>
  );
}
