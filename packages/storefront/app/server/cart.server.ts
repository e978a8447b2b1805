import { CART_ID_COOKIE, CART_PATH, CartStore, isEmptyCart, shouldLoadCart } from '@nirmal/domain';
import type { CartSnapshot } from '@nirmal/domain';
import { LOGIN_COOKIE } from '@nirmal/domain/contract';
import type { Cart } from '@nirmal/domain/contract';
import type { RouterContextProvider } from 'react-router';
import { cartIdCookie } from '../cart/cart-id-cookie.ts';
import { readCookies } from './cookies.server.ts';
import { requestState, warnUnavailable } from './request-state.server.ts';
import type { RequestState } from './request-state.server.ts';

/** The stored cart id: the cart-id cookie of the request. */
export const storedCartId = (request: Request): string | null =>
  readCookies(request).get(CART_ID_COOKIE) ?? null;

const loads = new WeakMap<RequestState, Promise<CartSnapshot>>();

async function fetchCart(
  request: Request,
  pathname: string,
  context: Readonly<RouterContextProvider>,
): Promise<CartSnapshot> {
  const cartId = storedCartId(request);
  const isLoggedIn = readCookies(request).has(LOGIN_COOKIE);
  if (!shouldLoadCart({ pathname, isLoggedIn, cartId })) return { cart: null, cartId };
  const store = new CartStore({ cart: null, cartId });
  try {
    // The cart page shows each line's stock and delivery problems; the header needs only the count.
    await store.load(requestState(context).clients.cart, { isDetailed: pathname === CART_PATH });
    return store.serialize();
  } catch (error) {
    // The page goes on without the cart; the stored id stays for the next load.
    warnUnavailable(context, 'cart', error);
    return { cart: null, cartId };
  }
}

/**
 * The visitor's cart for this request, asked once however many loaders want it (the header's count
 * in the root loader, the lines on the cart page), and only where §6 says: for a signed-in customer
 * or a stored cart id, not on the sign-in and payment pages. Unloaded, it holds just the stored id.
 */
export function requestCart(
  request: Request,
  /** The page's URL (a loader's `url`; a data request's own URL ends in `.data`). */
  url: URL,
  context: Readonly<RouterContextProvider>,
): Promise<CartSnapshot> {
  const state = requestState(context);
  let load = loads.get(state);
  if (!load) {
    load = fetchCart(request, url.pathname, context);
    loads.set(state, load);
  }
  return load;
}

const overHttps = (request: Request) =>
  (request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '')) === 'https';

/** The Set-Cookie that keeps the cart-id cookie naming the cart the API answered, or null when it already does. */
export function cartIdCookieAfter(request: Request, cart: Cart): string | null {
  // An empty cart is forgotten (§7), as the cart store does.
  const cartId = isEmptyCart(cart) ? null : cart.id;
  return cartId === storedCartId(request) ? null : cartIdCookie(cartId, overHttps(request));
}
