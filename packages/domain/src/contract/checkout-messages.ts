// What the checkout store says and how it reads an assistant code, without the schemas: the store
// goes with every page (in the root store), and the schemas' code is loaded only with the clients.
// (The rest of checkout's messages are in checkout.ts, so that pages do not carry them.)

/** What the checkout store says itself, before asking the server or without it. */
export const CHECKOUT_STORE_MESSAGES = {
  terms: 'Please accept the terms and conditions to place your order.',
  assistantCode: 'Enter the store assistant code as it is on their badge: 4 to 12 letters and digits.',
  unknownAssistantCode:
    'This store assistant code is not valid. Check it with the assistant, or leave it empty.',
} as const;

/** A store assistant's code (§3 assistantCode): 4 to 12 letters and digits. */
export const ASSISTANT_CODE = /^[A-Za-z0-9]{4,12}$/;

/** The code as it is sent (trimmed, in capitals), or null when what was typed is not a code. */
export function readAssistantCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return ASSISTANT_CODE.test(code) ? code : null;
}
