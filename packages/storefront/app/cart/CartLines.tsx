import { CartLineItem, InlineAlert, Stack } from '@nirmal/design-system';
import { cartProblemMessage, rupeesFromPaise } from '@nirmal/domain';
import type { CartStore } from '@nirmal/domain';
import type { Cart, ExchangeLine, ProductLine } from '@nirmal/domain/contract';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useClients } from '../state/app-state.tsx';

/**
 * A cart line whose stepper and Remove buttons need the JavaScript: where it does not run, they are
 * not shown, and the line's plain forms below stand in for them.
 */
const ScriptedCartLineItem = styled(CartLineItem)`
  @media (scripting: none) {
    & [data-nirmal-id='QuantityStepper'],
    & button {
      display: none;
    }
  }
`;

/** The plain forms of a line, for a browser without JavaScript (React leaves `noscript` alone once it runs). */
function LineForms({ line, exchange }: { line: ProductLine; exchange: ExchangeLine | null }) {
  const most = Math.max(line.quantity, line.inventory.maxQuantity);
  return (
    <noscript>
      <form method="post" action="/ecom/cart">
        <input type="hidden" name="intent" value="quantity" />
        <input type="hidden" name="lineId" value={line.id} />
        <label>
          {`Quantity of ${line.name} `}
          <select name="quantity" defaultValue={line.quantity}>
            {Array.from({ length: most }, (_, index) => (
              <option key={index} value={index + 1}>
                {index + 1}
              </option>
            ))}
          </select>
        </label>{' '}
        <button type="submit">Update</button>
      </form>
      <form method="post" action="/ecom/cart">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="lineId" value={line.id} />
        <button type="submit">{`Remove ${line.name}`}</button>
      </form>
      {exchange && (
        <form method="post" action="/ecom/cart">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="lineId" value={exchange.id} />
          <button type="submit">{`Remove the exchange on ${line.name}`}</button>
        </form>
      )}
    </noscript>
  );
}

function exchangeUnder(cart: Cart, line: ProductLine): ExchangeLine | null {
  for (const other of cart.lines) if (other.kind === 'exchange' && other.parentId === line.id) return other;
  return null;
}

/** The cart's lines: each change shows at once and is put back, with the server's reason, when refused. */
export const CartLines = observer(function CartLines({ store }: { store: CartStore }) {
  const { cart: client } = useClients();
  const { cart } = store;
  if (!cart) return null;
  return (
    <Stack as="ul" gap={4} aria-label="Items in your cart">
      {store.lines.map((line) => {
        const exchange = exchangeUnder(cart, line);
        const problem = store.problems.find(({ lineId }) => lineId === line.id);
        return (
          <li key={line.id}>
            <ScriptedCartLineItem
              // Beside the cart's other sections (Coupons, Order summary), under the page's h1.
              headingLevel="h2"
              name={line.name}
              href={`/dp/${line.slug}`}
              imageSrc={line.imageUrl}
              price={rupeesFromPaise(line.linePricePaise)}
              mrp={rupeesFromPaise(line.unitMrpPaise * line.quantity)}
              quantity={line.quantity}
              maxQuantity={Math.max(line.quantity, line.inventory.maxQuantity)}
              stockStatus={line.inventory.stockStatus}
              onQuantityChange={(quantity) => void store.changeQuantity(client, line.id, quantity)}
              onRemove={() => void store.remove(client, line.id)}
              exchange={
                exchange && {
                  productType: exchange.productType,
                  condition: exchange.condition,
                  value: rupeesFromPaise(exchange.valuePaise),
                }
              }
              onRemoveExchange={exchange ? () => void store.remove(client, exchange.id) : undefined}
            />
            <LineForms line={line} exchange={exchange} />
            {problem && (
              <InlineAlert tone="warning" role="status">
                {cartProblemMessage(problem, line.name)}
              </InlineAlert>
            )}
          </li>
        );
      })}
    </Stack>
  );
});
