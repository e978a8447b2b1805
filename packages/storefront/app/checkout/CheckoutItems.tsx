import { InlineAlert, Stack } from '@nirmal/design-system';
import { cartProblemMessage, formatInrFromPaise, productLines } from '@nirmal/domain';
import type { Cart } from '@nirmal/domain/contract';

/** What is being ordered, each line with what stops it at the chosen address's pincode, if anything. */
export function CheckoutItems({ cart }: { cart: Cart }) {
  return (
    <Stack as="section" gap={3} aria-labelledby="checkout-items">
      <h2 id="checkout-items">Items</h2>
      <Stack as="ul" gap={3}>
        {productLines(cart).map((line) => {
          const problem = cart.problems.find(({ lineId }) => lineId === line.id);
          return (
            <li key={line.id}>
              <Stack direction="row" justify="between" gap={3}>
                <span>{line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name}</span>
                <strong>{formatInrFromPaise(line.linePricePaise)}</strong>
              </Stack>
              {problem && (
                <InlineAlert tone="warning" role="none">
                  {cartProblemMessage(problem, line.name)}
                </InlineAlert>
              )}
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
