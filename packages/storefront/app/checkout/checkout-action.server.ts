import { CHECKOUT_PATH, ProductError } from '@nirmal/domain';
import { CHECKOUT_MESSAGES } from '@nirmal/domain/contract';
import type { CheckoutChange } from '@nirmal/domain/contract';
import { data, redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { log } from '../server/log.server.ts';
import { requestState } from '../server/request-state.server.ts';
import { postedForm } from '../server/posted-form.server.ts';
import { paymentPath, ORDER_FAILED_PATH } from '../payment/paths.ts';
import { checkoutSearch, readChoices } from './checkout-choices.ts';

/** What the checkout page shows after a post that did not move on: a refusal, or what changed. */
export interface CheckoutActionResult {
  message?: string;
  /** Which form the message belongs to. */
  form: 'address' | 'pay';
  changes?: CheckoutChange[];
  /** The key of the attempt, kept for the customer's next press of Pay (a retry is the same order). */
  idempotencyKey?: string;
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** A refusal the customer can act on (4xx); anything else is not theirs to fix and is thrown. */
function refusal(error: unknown, result: Omit<CheckoutActionResult, 'message'>) {
  if (error instanceof ProductError && error.status > 0 && error.status < 500) {
    return data<CheckoutActionResult>({ ...result, message: error.message }, { status: error.status });
  }
  throw error;
}

async function addAddress(form: FormData, context: Readonly<RouterContextProvider>) {
  const { addresses } = requestState(context).clients;
  try {
    const address = await addresses.add({
      name: text(form, 'name'),
      phone: text(form, 'phone'),
      house_number: text(form, 'house_number'),
      address_name: text(form, 'address_name'),
      city: text(form, 'city'),
      state: text(form, 'state'),
      postal_code: text(form, 'postal_code'),
      isDefault: true,
    });
    const choices = readChoices(form);
    return redirect(`${CHECKOUT_PATH}${checkoutSearch({ ...choices, addressId: address.id })}`);
  } catch (error) {
    return refusal(error, { form: 'address' });
  }
}

async function pay(form: FormData, context: Readonly<RouterContextProvider>) {
  const { clients, requestId } = requestState(context);
  const { checkout } = clients;
  const idempotencyKey = text(form, 'idempotencyKey');
  const result = { form: 'pay', idempotencyKey } as const;
  if (form.get('isTCChecked') !== 'true') {
    return data<CheckoutActionResult>({ ...result, message: CHECKOUT_MESSAGES.terms }, { status: 400 });
  }
  const choices = readChoices(form);
  try {
    const placed = await checkout.placeOrder({
      addressId: choices.addressId ?? '',
      isTCChecked: true,
      assistantCode: choices.assistantCode,
      promotion: choices.promotion ?? null,
      priceVersion: text(form, 'priceVersion'),
      idempotencyKey,
    });
    if (placed.outcome === 'placed') return redirect(paymentPath(placed.order.orderId));
    // Not an error but a question to the customer: answered 200, so the page loads the checkout as it is now.
    return data<CheckoutActionResult>({ ...result, changes: placed.changes });
  } catch (error) {
    // The order could not be made and it is nothing the customer can change: say so (§8).
    if (!(error instanceof ProductError) || error.status === 0 || error.status >= 500) {
      log.error('Placing the order failed', { requestId, error });
      return redirect(ORDER_FAILED_PATH);
    }
    return refusal(error, result);
  }
}

/**
 * The checkout page's posts, which work before the JavaScript arrives: `update` carries the
 * choices that change the price (address, offer, assistant code) into the address, `address` saves
 * a new delivery address and chooses it, and `pay` places the order and goes on to pay it.
 */
export async function checkoutAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await postedForm(request);
  switch (text(form, 'intent')) {
    case 'address':
      return addAddress(form, context);
    case 'pay':
      return pay(form, context);
    default:
      return redirect(`${CHECKOUT_PATH}${checkoutSearch(readChoices(form))}`);
  }
}
