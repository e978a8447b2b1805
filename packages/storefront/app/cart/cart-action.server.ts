import { CART_PATH, CHECKOUT_PATH, ProductError, productLines, safeRedirectTarget } from '@nirmal/domain';
import type { CartClient } from '@nirmal/domain';
import { readExchange, readPincode, readQuantity } from '@nirmal/domain/contract';
import type { Cart, Checked } from '@nirmal/domain/contract';
import { data, redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { cartIdCookieAfter, storedCartId } from '../server/cart.server.ts';
import { requestState } from '../server/request-state.server.ts';
import { postedForm } from '../server/posted-form.server.ts';
import { BUY_NOW } from './buy-now.ts';
import { couponFormAction, isCouponIntent } from './coupon-action.server.ts';

/** A form that cannot be sent on as it is; its message is shown on the cart page. */
class FormProblem extends Error {}

function checked<Value>(result: Checked<Value>): Value {
  if (!result.ok) throw new FormProblem(result.message);
  return result.value;
}

const field = (form: FormData, name: string): string | null => {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

function required(form: FormData, name: string, message: string): string {
  const value = field(form, name);
  if (value === null) throw new FormProblem(message);
  return value;
}

const CHOOSE_LINE = 'Choose an item in your cart.';

/** The exchange the product page's form describes, when it describes one. */
function exchangeOf(form: FormData) {
  const names = ['exchangeProductType', 'exchangeBrand', 'exchangeAgeYears', 'exchangeCondition'];
  if (names.every((name) => field(form, name) === null)) return null;
  return checked(
    readExchange({
      productType: field(form, 'exchangeProductType'),
      brand: field(form, 'exchangeBrand'),
      ageYears: field(form, 'exchangeAgeYears'),
      condition: field(form, 'exchangeCondition'),
    }),
  );
}

async function add(form: FormData, client: CartClient, cartId: string | undefined): Promise<Cart> {
  const productId = required(form, 'productId', 'Choose a product to add.');
  const quantity = checked(readQuantity(field(form, 'quantity') ?? '1'));
  const pincodeField = field(form, 'pincode');
  const pincode = pincodeField === null ? undefined : checked(readPincode(pincodeField));
  const exchange = exchangeOf(form);
  const request = { productId, quantity, pincode };
  const cart = await client.addProduct({ ...request, cartId }).catch((error: unknown) => {
    // A stored id whose cart is gone (merged on sign-in, or emptied) starts a new cart.
    if (cartId !== undefined && error instanceof ProductError && error.status === 404) {
      return client.addProduct(request);
    }
    throw error;
  });
  const line = productLines(cart).find((candidate) => candidate.productId === productId);
  if (!exchange || !line) return cart;
  return client.addExchange({ cartId: cart.id, parentId: line.id, exchange });
}

async function changeQuantity(form: FormData, client: CartClient, cartId: string | undefined): Promise<Cart> {
  const cartItemId = required(form, 'lineId', CHOOSE_LINE);
  const quantity = checked(readQuantity(required(form, 'quantity', 'Enter the quantity, like 1 or 2.')));
  return client.changeQuantity(cartId, { cartItemId, quantity });
}

async function remove(form: FormData, client: CartClient, cartId: string | undefined): Promise<Cart> {
  const lineId = required(form, 'lineId', CHOOSE_LINE);
  // A signed-in customer's cart is theirs by session; its id is needed for the address only.
  const id = cartId ?? (await client.get({ isDetailed: false }))?.id;
  if (id === undefined) throw new FormProblem('Your cart is empty already.');
  return client.removeItems(id, [lineId]);
}

const changes = { add, quantity: changeQuantity, remove } as const;

const isChange = (intent: string | null): intent is keyof typeof changes =>
  intent !== null && Object.hasOwn(changes, intent);

export interface CartActionProblem {
  /** Why a change of the lines was refused. */
  message?: string;
  /** Why a coupon code was refused. */
  couponError?: string;
  /** A coupon waiting for its OTP (the OTP form shows for it), and why the OTP was refused. */
  couponOtp?: { code: string; sentTo: string | null };
  otpError?: string;
}

/**
 * The cart's plain forms (add from a product page, quantity, remove, and the coupon forms), for when the JavaScript has
 * not loaded: the change goes to the API, the cart-id cookie follows the cart it answered, and the
 * browser goes back (`returnTo`, a path of this site) or to the cart. A refusal stays on the cart
 * page with the API's message. React Router refuses a post whose Origin is another site's.
 */
export async function cartAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await postedForm(request);
  const intent = field(form, 'intent');
  const cartId = storedCartId(request) ?? undefined;
  if (isCouponIntent(intent)) {
    const outcome = await couponFormAction(intent, form, requestState(context).clients.coupons, cartId);
    if (outcome.kind === 'otp') {
      return data<CartActionProblem>({ couponOtp: { code: outcome.code, sentTo: outcome.sentTo } });
    }
    if (outcome.kind === 'refused') {
      const problem: CartActionProblem =
        outcome.otpStep && outcome.code !== null
          ? { couponOtp: { code: outcome.code, sentTo: null }, otpError: outcome.message }
          : { couponError: outcome.message };
      return data(problem, { status: outcome.status });
    }
    const cookie = cartIdCookieAfter(request, outcome.cart);
    return redirect(CART_PATH, cookie === null ? undefined : { headers: { 'Set-Cookie': cookie } });
  }
  if (!isChange(intent)) {
    return data<CartActionProblem>({ message: 'Choose what to do with your cart.' }, { status: 400 });
  }
  try {
    const cart = await changes[intent](form, requestState(context).clients.cart, cartId);
    const cookie = cartIdCookieAfter(request, cart);
    const back =
      intent === 'add' && field(form, BUY_NOW.name) === BUY_NOW.value
        ? CHECKOUT_PATH
        : safeRedirectTarget(field(form, 'returnTo'), CART_PATH);
    return redirect(back, cookie === null ? undefined : { headers: { 'Set-Cookie': cookie } });
  } catch (error) {
    if (error instanceof FormProblem)
      return data<CartActionProblem>({ message: error.message }, { status: 400 });
    if (error instanceof ProductError && error.status < 500) {
      return data<CartActionProblem>({ message: error.message }, { status: error.status });
    }
    throw error;
  }
}
