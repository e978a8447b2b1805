import { InlineAlert } from '@nirmal/design-system';

/** What changed between the checkout the customer saw and the one they tried to pay: nothing was charged. */
export function CheckoutChanges({ messages }: { messages: string[] }) {
  return (
    <InlineAlert tone="warning" title="Your order changed since you saw it">
      <ul>
        {messages.map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
      <p>Nothing was charged. Check the order below, then press Pay again to confirm it.</p>
    </InlineAlert>
  );
}
