import { Stack } from '@nirmal/design-system';
import type { OrderConfirmation } from '@nirmal/domain/contract';

/**
 * What was ordered and, for products, where it goes, under a payment's outcome. A plan or a visit
 * is delivered nowhere: its address is only the invoice's.
 */
export function OrderedItems({ confirmation }: { confirmation: OrderConfirmation }) {
  const { address } = confirmation;
  return (
    <Stack gap={3}>
      <h2>Your order</h2>
      <ul>
        {confirmation.lines.map((line, index) => (
          <li key={index}>{line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name}</li>
        ))}
      </ul>
      {address && confirmation.kind === 'product' && (
        <p>
          {`Delivering to ${address.name}, ${address.house_number}, ${address.address_name}, ${address.city}, ${address.state} ${address.postal_code}`}
        </p>
      )}
    </Stack>
  );
}
