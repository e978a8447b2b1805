import type { Context } from 'hono';
import { cartCalls } from '@nirmal/domain/contract';
import type { Cart } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { CallRoutes } from '../../http/route.ts';
import { signedInCustomer } from '../../http/require-customer.ts';
import type { ModuleDeps } from '../../modules/module.ts';
import { createCart, touchCart } from '../../modules/cart/carts.ts';
import type { CartRow } from '../../modules/cart/carts.ts';
import { viewCart } from './cart-view.ts';
import { addExchange, addProduct, changeQuantity } from './changes.ts';
import { removeLines } from '../../modules/cart/removal.ts';
import { cartNotFound, visitorsCart } from '../../modules/cart/ownership.ts';

interface Change {
  /** The cart the request names (a guest's); a signed-in customer's is found by the session. */
  cartId: string | undefined;
  /** Make a cart when the visitor has none (adding is the only change that may). */
  create?: boolean;
  /** The pincode to remember on the cart and check against. */
  pincode?: string;
  apply(tx: Queryable, cart: CartRow): Promise<void>;
}

export function cartRoutes(routes: CallRoutes, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const customerIdOf = async (c: Context<AppEnv>) => (await signedInCustomer(deps, c))?.customerId ?? null;

  /** One change in one transaction that holds the cart: it is written whole or not at all. */
  async function change(c: Context<AppEnv>, { cartId, create = false, pincode, apply }: Change) {
    const customerId = await customerIdOf(c);
    const now = clock();
    const data = await db.transaction(async (tx): Promise<Cart> => {
      const found = await visitorsCart(tx, customerId, cartId, true);
      // A guest naming a cart that is not there (or not a guest's) is told so; only adding makes one.
      if (!found && (!create || (customerId === null && cartId !== undefined))) throw cartNotFound();
      const cart = found ?? (await createCart(tx, customerId, now));
      const checked = { ...cart, pincode: pincode ?? cart.pincode };
      await apply(tx, checked);
      await touchCart(tx, cart.id, now, pincode);
      return viewCart(tx, checked, { detailed: true, now });
    });
    return { data };
  }

  routes.handle(cartCalls.get, async ({ query }, c) => {
    const cart = await visitorsCart(db, await customerIdOf(c), query.cartId);
    const detailed = query.isDetailed || query.isCheckout;
    return { data: cart && (await viewCart(db, cart, { pincode: query.pincode, detailed, now: clock() })) };
  });

  routes.handle(cartCalls.add, ({ body }, c) =>
    body.kind === 'product'
      ? change(c, {
          cartId: body.cartId,
          create: true,
          pincode: body.pincode,
          apply: (tx, cart) =>
            addProduct(tx, cart, {
              productId: body.productId,
              quantity: body.quantity,
              pincode: cart.pincode,
            }),
        })
      : change(c, {
          cartId: body.cartId,
          apply: (tx, cart) => addExchange(tx, cart, { parentId: body.parentId, exchange: body.exchange }),
        }),
  );

  routes.handle(cartCalls.changeQuantity, ({ query, body }, c) =>
    change(c, {
      cartId: query.cartId,
      apply: (tx, cart) => changeQuantity(tx, cart, { lineId: body.cartItemId, quantity: body.quantity }),
    }),
  );

  routes.handle(cartCalls.removeItems, ({ params, query }, c) =>
    change(c, {
      cartId: params.cartId,
      apply: (tx, cart) => removeLines(tx, cart, { lineIds: query.cartItemIds, parentId: query.parentId }),
    }),
  );
}
