import { formatInrFromPaise } from '@nirmal/format';
import { escapeHtml, hiddenFields, page } from './html.ts';
import { qrCodeSvg, upiPaymentLink } from './upi.ts';

const keysOf = <Key extends string>(options: Record<Key, string>) => Object.keys(options) as Key[];

export const METHODS = { upi: 'UPI', card: 'Card', netbanking: 'Net banking', emi: 'EMI' } as const;
export type Method = keyof typeof METHODS;
export const ALL_METHODS = keysOf(METHODS);
export const OUTCOMES = {
  success: 'Success',
  failure: 'Failure',
  retry: 'Declined, then try again on this page',
  cancel: 'Cancel',
} as const;
export type Outcome = keyof typeof OUTCOMES;
/** When the signed webhook is sent, relative to the browser's return. */
export const WEBHOOKS = {
  after: 'After the browser returns',
  before: 'Before the browser returns',
  twice: 'Twice (the same event delivered again)',
  never: 'Never',
} as const;
export type WebhookTiming = keyof typeof WEBHOOKS;

/** What the tester chose on the sandbox page. */
export interface Choice {
  method: Method;
  outcome: Outcome;
  webhook: WebhookTiming;
  /** The browser is not sent back (closed tab, lost network): only the webhook or reconciliation can tell. */
  noReturn: boolean;
}

const oneOf = <Key extends string>(
  options: Record<Key, string>,
  value: string | undefined,
  fallback: Key,
): Key => (value !== undefined && Object.hasOwn(options, value) ? (value as Key) : fallback);

/** The tester's choice; null when its method is not offered (the real page would not let it be made). */
export function readChoice(form: Record<string, string>, methods: readonly Method[]): Choice | null {
  const choice: Choice = {
    method: oneOf(METHODS, form['method'], methods[0] ?? 'upi'),
    outcome: oneOf(OUTCOMES, form['outcome'], 'success'),
    webhook: oneOf(WEBHOOKS, form['webhook'], 'after'),
    noReturn: form['noReturn'] === 'on',
  };
  return methods.includes(choice.method) ? choice : null;
}

const PHONE = /Android|iPhone|iPad|iPod|Mobile/i;

/** A radio group of the offered options, in the order given. */
function radios<Key extends string>(
  name: string,
  legend: string,
  options: Record<Key, string>,
  offered: readonly Key[],
  checked: Key,
) {
  const inputs = offered
    .map(
      (value) =>
        `<label><input type="radio" name="${name}" value="${value}"${value === checked ? ' checked' : ''}> ${escapeHtml(options[value])}</label>`,
    )
    .join('');
  return `<fieldset><legend>${escapeHtml(legend)}</legend>${inputs}</fieldset>`;
}

export interface CheckoutPage {
  provider: string;
  amountPaise: number;
  description: string;
  /** The UPI payee address shown in the intent link and code. */
  upiPayee: string;
  /** Reference of the payment at the provider (its order or transaction id). */
  reference: string;
  payAction: string;
  /** Fields that carry the checkout to the pay step. */
  state: Record<string, string>;
  /** The methods the shop let the page offer (all unless it restricted them). */
  methods: readonly Method[];
  userAgent: string;
  /** Said first, as the provider's page does after a declined try. */
  alert?: string | undefined;
}

/**
 * The provider's page in the sandbox: the tester picks a method and what happens. UPI is by intent
 * link on a phone and by code on a desktop (UPI collect is being withdrawn). A declined try leaves
 * the customer on the page to try again, as both providers' pages do.
 */
export function checkoutPage(checkout: CheckoutPage): string {
  const { methods } = checkout;
  const amount = formatInrFromPaise(checkout.amountPaise);
  const upiLink = upiPaymentLink({
    payee: checkout.upiPayee,
    payeeName: 'Nirmal',
    amountPaise: checkout.amountPaise,
    reference: checkout.reference,
  });
  const upi = PHONE.test(checkout.userAgent)
    ? `<p><a href="${escapeHtml(upiLink)}">Open your UPI app to pay ${escapeHtml(amount)}</a></p>`
    : `<p>Scan with any UPI app to pay ${escapeHtml(amount)}:</p>${qrCodeSvg(upiLink, `UPI QR code to pay ${amount}`)}<p><small>A sandbox payee: no UPI app can pay it. Choose UPI below and press Pay.</small></p>`;
  const restricted =
    methods.length < ALL_METHODS.length
      ? `<p>The shop offers only ${escapeHtml(methods.map((method) => METHODS[method]).join(', '))} for this payment.</p>`
      : '';
  return page(
    `${checkout.provider} sandbox: pay ${amount}`,
    `<h1>${escapeHtml(checkout.provider)} sandbox</h1>
${checkout.alert ? `<p role="alert">${escapeHtml(checkout.alert)}</p>` : ''}
<p class="note">A test payment page served by Nirmal's commerce-api. No money moves.</p>
<p>${escapeHtml(checkout.description)}</p><p class="amount">${escapeHtml(amount)}</p>${restricted}
${methods.includes('upi') ? `<section aria-labelledby="upi-heading"><h2 id="upi-heading">UPI</h2>${upi}</section>` : ''}
<form method="post" action="${escapeHtml(checkout.payAction)}">${hiddenFields(checkout.state)}
${radios('method', 'Pay by', METHODS, methods, methods[0] ?? 'upi')}
${radios('outcome', 'What happens', OUTCOMES, keysOf(OUTCOMES), 'success')}
${radios('webhook', 'Webhook to the shop', WEBHOOKS, keysOf(WEBHOOKS), 'after')}
<fieldset><legend>Browser</legend><label><input type="checkbox" name="noReturn"> The browser never comes back (test reconciliation)</label></fieldset>
<button type="submit">Pay ${escapeHtml(amount)}</button></form>`,
  );
}

/** What the tester sees when the browser is not sent back. */
export const noReturnPage = (provider: string) =>
  page(
    `${provider} sandbox: done`,
    `<h1>${escapeHtml(provider)} sandbox</h1><p>The payment is done at the provider, and the browser is not sent back to the shop. Open the shop's order to see it settled by the webhook or by asking the provider.</p>`,
  );

/** A refusal of the provider's page, worded as the provider would show it. */
export const errorPage = (provider: string, message: string) =>
  page(
    `${provider} sandbox: error`,
    `<h1>${escapeHtml(provider)} sandbox</h1><p role="alert">${escapeHtml(message)}</p>`,
  );
