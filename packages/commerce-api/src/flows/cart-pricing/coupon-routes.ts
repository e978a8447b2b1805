import type { Context } from 'hono';
import { couponCalls } from '@nirmal/domain/contract';
import type { Coupon, CouponFit, CouponOtpSent } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { ApiError } from '../../http/errors.ts';
import { rateLimitAddress } from '../../http/rate-limit-address.ts';
import type { CallRoutes } from '../../http/route.ts';
import { signedInCustomer } from '../../http/require-customer.ts';
import type { CartRow } from '../../modules/cart/carts.ts';
import { touchCart } from '../../modules/cart/carts.ts';
import { priceLines, viewCart, withCoupons } from './cart-view.ts';
import type { PricedLines } from './cart-view.ts';
import { couponRules } from './coupon-rules.ts';
import { cartNotFound, visitorsCart } from '../../modules/cart/ownership.ts';
import type { OtpMessage } from '../../sms.ts';
import type { ModuleDeps } from '../../modules/module.ts';
import {
  checkCouponOtp,
  createCouponOtp,
  pendingOtpMaterial,
  withdrawCouponOtp,
} from '../../modules/coupons/coupon-otp.ts';
import type { CouponOtpSubject } from '../../modules/coupons/coupon-otp.ts';
import {
  countUsages,
  findCouponByCode,
  listedCoupons,
  putCartCoupon,
  removeCartCoupons,
} from '../../modules/coupons/coupons.ts';
import type { CouponRow } from '../../modules/coupons/coupons.ts';
import { enforceGuessLimit, recordWrongCode } from '../../modules/coupons/guessing.ts';
import type { Guesser } from '../../modules/coupons/guessing.ts';
import { findCustomerCard } from '../../modules/account/customers.ts';
import { guesser } from './guesser.ts';
import {
  NOT_VALID,
  checkNewCoupon,
  isOpenTo,
  priceAppliedCoupons,
  refusalError,
} from '../../modules/coupons/rules.ts';
import type { Fit } from '../../modules/coupons/rules.ts';

const noCart = () =>
  new ApiError(409, 'COUPON_NOT_ELIGIBLE', 'Add a product to your cart, then apply the coupon.');

const signInFirst = (coupon: CouponRow) =>
  new ApiError(
    403,
    'COUPON_SIGN_IN_REQUIRED',
    `Sign in to use ${coupon.code}: its coupon OTP is sent to your registered mobile number.`,
  );

/** `couponRules` with the usages of the given coupons counted (the cart's own pending order aside). */
async function judge(
  tx: Queryable,
  priced: PricedLines,
  customerId: string | null,
  now: Date,
  coupons: CouponRow[],
) {
  const rules = await couponRules(tx, priced, customerId, now);
  const ids = [...coupons, ...rules.applied.map((row) => row.coupon)].map((coupon) => coupon.id);
  rules.context.usage = await countUsages(tx, ids, customerId, now, { cartId: priced.cart.id });
  return rules;
}

/** The cart's lines priced for judging coupons against them (no stock or delivery problems needed). */
const linesOf = (db: Queryable, cart: CartRow, now: Date) => priceLines(db, cart, { detailed: false, now });

function couponAnswer(coupon: CouponRow, applied: boolean, fit: CouponFit | null): Coupon {
  return {
    code: coupon.code,
    title: coupon.title,
    description: coupon.description,
    terms: coupon.terms,
    discount:
      coupon.kind === 'flat'
        ? { kind: 'flat', amountPaise: coupon.amountPaise ?? 0 }
        : { kind: 'percent', percent: coupon.percent ?? 0, capPaise: coupon.capPaise },
    minCartPaise: coupon.minCartPaise,
    validFrom: coupon.validFrom.toISOString(),
    validTo: coupon.validTo.toISOString(),
    needsOtp: coupon.needsOtp,
    stackable: coupon.stackable,
    appliesTo:
      coupon.scope === 'cart'
        ? { kind: 'cart' }
        : coupon.scope === 'products'
          ? { kind: 'products', materialIds: coupon.materialIds }
          : { kind: 'categories', categories: coupon.categories },
    applied,
    fit,
  };
}

const fitAnswer = (fit: Fit): CouponFit =>
  fit.ok
    ? { applies: true, savingPaise: fit.savingPaise, materialId: fit.materialId }
    : { applies: false, code: fit.refusal.code, reason: fit.refusal.message };

/** How a coupon fits the visitor's cart, whether it is on it already or not. */
async function fitsOf(
  db: Queryable,
  cart: CartRow | null,
  customerId: string | null,
  now: Date,
  coupons: CouponRow[],
): Promise<Map<string, { applied: boolean; fit: CouponFit | null }>> {
  const fits = new Map<string, { applied: boolean; fit: CouponFit | null }>();
  if (!cart) {
    for (const coupon of coupons) fits.set(coupon.id, { applied: false, fit: null });
    return fits;
  }
  const { applied, context } = await judge(db, await linesOf(db, cart, now), customerId, now, coupons);
  const priced = priceAppliedCoupons(applied, context);
  for (const coupon of coupons) {
    const on = priced.find((row) => row.coupon.id === coupon.id);
    if (on) {
      fits.set(coupon.id, {
        applied: true,
        fit: on.refusal
          ? { applies: false, code: on.refusal.code, reason: on.refusal.message }
          : { applies: true, savingPaise: on.savingPaise, materialId: on.materialId },
      });
    } else {
      fits.set(coupon.id, { applied: false, fit: fitAnswer(checkNewCoupon(coupon, applied, context)) });
    }
  }
  return fits;
}

export function couponRoutes(routes: CallRoutes, deps: ModuleDeps): void {
  const { db, config, clock, sms, otpSecret } = deps;
  const otpDeps = { config, secret: otpSecret };
  const windowSeconds = config.otpRateWindowSeconds;

  async function visitorOf(c: Context<AppEnv>) {
    const customerId = (await signedInCustomer(deps, c))?.customerId ?? null;
    return { customerId, address: rateLimitAddress(c, config.trustProxy) };
  }

  /**
   * Runs work that judges a typed code: refused while the visitor is guessing too much, and a code
   * refused as not valid is counted (after the work's transaction rolled back, so it stays counted).
   */
  async function guarded<T>(who: Guesser, now: Date, work: () => Promise<T>): Promise<T> {
    await enforceGuessLimit(db, who, now, windowSeconds);
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiError && error.code === NOT_VALID.code) {
        await recordWrongCode(db, who, now, windowSeconds);
      }
      throw error;
    }
  }

  /** The coupon the code names, when the visitor may know of it now; the same refusal otherwise. */
  async function openCoupon(tx: Queryable, code: string, customerId: string | null, now: Date) {
    const coupon = await findCouponByCode(tx, code);
    if (!coupon || !isOpenTo(coupon, customerId, now)) throw refusalError(NOT_VALID);
    return coupon;
  }

  async function otpSubject(tx: Queryable, coupon: CouponRow, cart: CartRow, customerId: string) {
    const customer = await findCustomerCard(tx, { customerId });
    if (!customer) throw cartNotFound();
    return { couponId: coupon.id, code: coupon.code, cartId: cart.id, customerId, mobile: customer.mobile };
  }

  /** Delivers a coupon OTP once its row is committed; one that cannot be sent is taken back. */
  async function deliver(message: OtpMessage, sent: CouponOtpSent): Promise<CouponOtpSent> {
    try {
      await sms.sendOtp(message);
    } catch {
      await withdrawCouponOtp(db, message.requestId);
      throw new ApiError(
        503,
        'SERVICE_UNAVAILABLE',
        'We could not send the coupon OTP just now. Please try again in a minute.',
      );
    }
    return sent;
  }

  routes.handle(couponCalls.list, async ({ query }, c) => {
    const { customerId } = await visitorOf(c);
    const now = clock();
    const cart = await visitorsCart(db, customerId, query.cartId);
    const coupons = await listedCoupons(db, customerId, now);
    const fits = await fitsOf(db, cart, customerId, now, coupons);
    return {
      data: coupons.map((coupon) => {
        const { applied, fit } = fits.get(coupon.id) ?? { applied: false, fit: null };
        return couponAnswer(coupon, applied, fit);
      }),
    };
  });

  routes.handle(couponCalls.get, async ({ query }, c) => {
    const { customerId, address } = await visitorOf(c);
    const now = clock();
    return guarded(await guesser(db, customerId, query.cartId, address), now, async () => {
      const coupon = await openCoupon(db, query.code, customerId, now);
      const cart = await visitorsCart(db, customerId, query.cartId);
      const { applied, fit } = (await fitsOf(db, cart, customerId, now, [coupon])).get(coupon.id) ?? {
        applied: false,
        fit: null,
      };
      return { data: couponAnswer(coupon, applied, fit) };
    });
  });

  routes.handle(couponCalls.validate, async ({ body }, c) => {
    const { customerId, address } = await visitorOf(c);
    const now = clock();
    return guarded(await guesser(db, customerId, body.cartId, address), now, async () => {
      const coupon = await openCoupon(db, body.code, customerId, now);
      const cart = await visitorsCart(db, customerId, body.cartId);
      if (!cart) throw noCart();
      const { applied, context } = await judge(db, await linesOf(db, cart, now), customerId, now, [coupon]);
      const fit = checkNewCoupon(coupon, applied, context, body.materialId);
      if (!fit.ok) throw refusalError(fit.refusal);
      return {
        data: {
          code: coupon.code,
          savingPaise: fit.savingPaise,
          materialId: fit.materialId,
          needsOtp: coupon.needsOtp,
        },
      };
    });
  });

  routes.handle(couponCalls.apply, async ({ body }, c) => {
    const { customerId, address } = await visitorOf(c);
    const now = clock();
    const outcome = await guarded(await guesser(db, customerId, body.cartId, address), now, () =>
      db.transaction(async (tx) => {
        const cart = await visitorsCart(tx, customerId, body.cartId, true);
        if (!cart) throw noCart();
        const coupon = await openCoupon(tx, body.code, customerId, now);
        let subject: CouponOtpSubject | null = null;
        if (coupon.needsOtp) {
          if (customerId === null) throw signInFirst(coupon);
          subject = await otpSubject(tx, coupon, cart, customerId);
        }
        const materialId =
          body.materialId ??
          (subject && body.otp !== undefined
            ? ((await pendingOtpMaterial(tx, subject)) ?? undefined)
            : undefined);
        // The cart is read and priced once: judged with these lines, answered with them.
        const priced = await priceLines(tx, cart, { detailed: true, now });
        const { applied, context } = await judge(tx, priced, customerId, now, [coupon]);
        const fit = checkNewCoupon(coupon, applied, context, materialId);
        if (!fit.ok) throw refusalError(fit.refusal);
        if (subject) {
          if (body.otp === undefined) {
            return {
              kind: 'otp' as const,
              ...(await createCouponOtp(tx, otpDeps, { ...subject, materialId: fit.materialId }, now)),
            };
          }
          const check = await checkCouponOtp(tx, otpDeps, subject, body.otp, now);
          // A wrong OTP is counted in this transaction, which must commit before the refusal.
          if (!check.ok) return { kind: 'refused' as const, error: check.error };
        }
        await putCartCoupon(tx, cart.id, { couponId: coupon.id, materialId: fit.materialId, now });
        await touchCart(tx, cart.id, now);
        return {
          kind: 'applied' as const,
          code: coupon.code,
          cart: withCoupons(
            priced,
            priceAppliedCoupons([...applied, { coupon, materialId: fit.materialId }], context),
          ),
        };
      }),
    );
    if (outcome.kind === 'refused') throw outcome.error;
    if (outcome.kind === 'otp') return { data: await deliver(outcome.message, outcome.sent) };
    return { data: { status: 'applied' as const, code: outcome.code, cart: outcome.cart } };
  });

  routes.handle(couponCalls.remove, async ({ body }, c) => {
    const { customerId } = await visitorOf(c);
    const now = clock();
    const cart = await db.transaction(async (tx) => {
      const found = await visitorsCart(tx, customerId, body.cartId, true);
      if (!found) throw cartNotFound();
      await removeCartCoupons(tx, found.id, { codes: body.codes, exceptMaterialId: body.exceptMaterialId });
      await touchCart(tx, found.id, now);
      return viewCart(tx, found, { detailed: true, now });
    });
    return { data: cart };
  });

  routes.handle(couponCalls.resendOtp, async ({ body }, c) => {
    const { customerId, address } = await visitorOf(c);
    const now = clock();
    const created = await guarded(await guesser(db, customerId, body.cartId, address), now, () =>
      db.transaction(async (tx) => {
        const cart = await visitorsCart(tx, customerId, body.cartId, true);
        if (!cart) throw noCart();
        const coupon = await openCoupon(tx, body.code, customerId, now);
        if (customerId === null) throw signInFirst(coupon);
        if (!coupon.needsOtp) {
          throw new ApiError(409, 'INVALID_REQUEST', `${coupon.code} needs no OTP: apply it as it is.`);
        }
        const subject = await otpSubject(tx, coupon, cart, customerId);
        const materialId = (await pendingOtpMaterial(tx, subject)) ?? undefined;
        const { applied, context } = await judge(tx, await linesOf(tx, cart, now), customerId, now, [coupon]);
        const fit = checkNewCoupon(coupon, applied, context, materialId);
        if (!fit.ok) throw refusalError(fit.refusal);
        return createCouponOtp(tx, otpDeps, { ...subject, materialId: fit.materialId }, now);
      }),
    );
    return { data: await deliver(created.message, created.sent) };
  });
}
