// What checkout says and how it reads an assistant code, without the schemas: the checkout store
// goes with every page (in the root store), and the schemas' code is loaded only with the clients.

const terms = 'Please accept the terms and conditions to place your order.';
const assistantCode = 'Enter the store assistant code as it is on their badge: 4 to 12 letters and digits.';
const unknownAssistantCode =
  'This store assistant code is not valid. Check it with the assistant, or leave it empty.';
const provider = 'Choose how you want to pay: PayU or Razorpay.';

/** What the checkout store says itself, before asking the server or without it. */
export const CHECKOUT_STORE_MESSAGES = { terms, assistantCode, unknownAssistantCode, provider } as const;

// Listed again rather than spread, so a bundle that needs the store's alone leaves these out.
export const CHECKOUT_MESSAGES = {
  terms,
  assistantCode,
  unknownAssistantCode,
  provider,
  idempotencyKey: 'Place the order again from the checkout page.',
  priceVersion: 'Open checkout again to see the latest price before you pay.',
  emptyCart: 'Your cart is empty. Add a product before you check out.',
  address: 'Choose a delivery address, or add one.',
  keyReused: 'This order request was already used for a different cart. Open checkout again.',
  promotion: 'This offer is not available for your order. Choose another, or pay without one.',
} as const;

/** A store assistant's code (§3 assistantCode): 4 to 12 letters and digits. */
export const ASSISTANT_CODE = /^[A-Za-z0-9]{4,12}$/;

/** The code as it is sent (trimmed, in capitals), or null when what was typed is not a code. */
export function readAssistantCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return ASSISTANT_CODE.test(code) ? code : null;
}
