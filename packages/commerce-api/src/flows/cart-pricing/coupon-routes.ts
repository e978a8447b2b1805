import type { Context } from 'hono';
import { couponCalls } from '@nirmal/domain/contract';
import type { AppEnv } from '../../http/app-env.ts';
import { rateLimitAddress } from '../../http/rate-limit-address.ts';
import type { CallRoutes } from '../../http/route.ts';
import { signedInCustomer } from '../../http/require-customer.ts';
import type { ModuleDeps } from '../../modules/module.ts';
import { couponsOnCart } from './coupons-on-cart.ts';
import type { Visitor } from './coupons-on-cart.ts';

export function couponRoutes(routes: CallRoutes, deps: ModuleDeps): void {
  const coupons = couponsOnCart(deps);

  const visitorOf = async (c: Context<AppEnv>): Promise<Visitor> => ({
    customerId: (await signedInCustomer(deps, c))?.customerId ?? null,
    address: rateLimitAddress(c, deps.config.trustProxy),
  });

  routes.handle(couponCalls.list, async ({ query }, c) => ({
    data: await coupons.list(await visitorOf(c), query.cartId),
  }));
  routes.handle(couponCalls.get, async ({ query }, c) => ({
    data: await coupons.get(await visitorOf(c), query.code, query.cartId),
  }));
  routes.handle(couponCalls.validate, async ({ body }, c) => ({
    data: await coupons.validate(await visitorOf(c), body),
  }));
  routes.handle(couponCalls.apply, async ({ body }, c) => ({
    data: await coupons.apply(await visitorOf(c), body),
  }));
  routes.handle(couponCalls.remove, async ({ body }, c) => ({
    data: await coupons.remove(await visitorOf(c), body),
  }));
  routes.handle(couponCalls.resendOtp, async ({ body }, c) => ({
    data: await coupons.resendOtp(await visitorOf(c), body),
  }));
}
