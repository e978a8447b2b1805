import type { couponCalls } from '@nirmal/domain/contract';
import type { CallRequest, Cart, Coupon, CouponOtpSent } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import { findCustomerCard } from '../../modules/account/customers.ts';
import type { CartRow } from '../../modules/cart/carts.ts';
import { touchCart } from '../../modules/cart/carts.ts';
import { cartNotFound, visitorsCart } from '../../modules/cart/ownership.ts';
import {
  checkCouponOtp,
  createCouponOtp,
  pendingOtpMaterial,
  withdrawCouponOtp,
} from '../../modules/coupons/coupon-otp.ts';
import type { CouponOtpSubject } from '../../modules/coupons/coupon-otp.ts';
import { listedCoupons, putCartCoupon, removeCartCoupons } from '../../modules/coupons/coupons.ts';
import { enforceGuessLimit, recordWrongCode } from '../../modules/coupons/guessing.ts';
import { NOT_VALID, checkNewCoupon, priceAppliedCoupons, refusalError } from '../../modules/coupons/rules.ts';
import type { CouponDefinition } from '../../modules/coupons/rules.ts';
import type { ModuleDeps } from '../../modules/module.ts';
import type { OtpMessage } from '../../sms.ts';
import { priceLines, viewCart, withCoupons } from './cart-view.ts';
import { couponAnswers, fitsOf, judge, linesOf, openCoupon } from './coupon-judging.ts';
import { guesser } from './guesser.ts';

/** Who asks: the signed-in customer (null for a guest) and the address their guesses count against. */
export interface Visitor {
  customerId: string | null;
  address: string;
}

const noCart = () =>
  new ApiError(409, 'COUPON_NOT_ELIGIBLE', 'Add a product to your cart, then apply the coupon.');

const signInFirst = (coupon: CouponDefinition) =>
  new ApiError(
    403,
    'COUPON_SIGN_IN_REQUIRED',
    `Sign in to use ${coupon.code}: its coupon OTP is sent to your registered mobile number.`,
  );

/** The coupon calls' work on a visitor's cart: each judges against the cart as priced once. */
export function couponsOnCart(deps: Pick<ModuleDeps, 'db' | 'config' | 'clock' | 'sms' | 'otpSecret'>) {
  const { db, config, clock, sms, otpSecret } = deps;
  const otpDeps = { config, secret: otpSecret };
  const windowSeconds = config.otpRateWindowSeconds;

  /**
   * Runs work that judges a typed code: refused while the visitor is guessing too much, and a code
   * refused as not valid is counted (after the work's transaction rolled back, so it stays counted).
   */
  async function guarded<T>(visitor: Visitor, cartId: string | undefined, now: Date, work: () => Promise<T>) {
    const who = await guesser(db, visitor.customerId, cartId, visitor.address);
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

  /** The visitor's cart, held until the transaction ends, and the coupon the code names. */
  async function heldCartAndCoupon(
    tx: Queryable,
    customerId: string | null,
    { cartId, code }: { cartId?: string | undefined; code: string },
    now: Date,
  ) {
    const cart = await visitorsCart(tx, customerId, cartId, true);
    if (!cart) throw noCart();
    return { cart, coupon: await openCoupon(tx, code, customerId, now) };
  }

  async function otpSubject(tx: Queryable, coupon: CouponDefinition, cart: CartRow, customerId: string) {
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

  /** The coupons listed for the visitor, each with how it fits their cart. */
  async function list({ customerId }: Visitor, cartId: string | undefined): Promise<Coupon[]> {
    const now = clock();
    const cart = await visitorsCart(db, customerId, cartId);
    return couponAnswers(
      db,
      await fitsOf(db, cart, customerId, now, await listedCoupons(db, customerId, now)),
    );
  }

  /** One coupon by its code, with how it fits the visitor's cart. */
  async function get(visitor: Visitor, code: string, cartId: string | undefined): Promise<Coupon> {
    const { customerId } = visitor;
    const now = clock();
    return guarded(visitor, cartId, now, async () => {
      const coupon = await openCoupon(db, code, customerId, now);
      const cart = await visitorsCart(db, customerId, cartId);
      const [answer] = await couponAnswers(db, await fitsOf(db, cart, customerId, now, [coupon]));
      return answer as Coupon;
    });
  }

  /** What a coupon would save on the visitor's cart, without applying it. */
  async function validate(visitor: Visitor, body: CallRequest<typeof couponCalls.validate>['body']) {
    const { customerId } = visitor;
    const now = clock();
    return guarded(visitor, body.cartId, now, async () => {
      const coupon = await openCoupon(db, body.code, customerId, now);
      const cart = await visitorsCart(db, customerId, body.cartId);
      if (!cart) throw noCart();
      const { applied, context } = await judge(db, await linesOf(db, cart, now), customerId, now, [coupon]);
      const fit = checkNewCoupon(coupon, applied, context, body.materialId);
      if (!fit.ok) throw refusalError(fit.refusal);
      return {
        code: coupon.code,
        savingPaise: fit.savingPaise,
        materialId: fit.materialId,
        needsOtp: coupon.needsOtp,
      };
    });
  }

  /**
   * Applies a coupon to the visitor's cart; one that needs an OTP sends it first and is applied
   * with it. The cart is read and priced once: judged with these lines, answered with them.
   */
  async function apply(visitor: Visitor, body: CallRequest<typeof couponCalls.apply>['body']) {
    const { customerId } = visitor;
    const now = clock();
    const outcome = await guarded(visitor, body.cartId, now, () =>
      db.transaction(async (tx) => {
        const { cart, coupon } = await heldCartAndCoupon(tx, customerId, body, now);
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
    if (outcome.kind === 'otp') return deliver(outcome.message, outcome.sent);
    return { status: 'applied' as const, code: outcome.code, cart: outcome.cart };
  }

  /** Takes coupons off the visitor's cart: the cart as priced without them. */
  async function remove(
    { customerId }: Visitor,
    body: CallRequest<typeof couponCalls.remove>['body'],
  ): Promise<Cart> {
    const now = clock();
    return db.transaction(async (tx) => {
      const found = await visitorsCart(tx, customerId, body.cartId, true);
      if (!found) throw cartNotFound();
      await removeCartCoupons(tx, found.id, { codes: body.codes, exceptMaterialId: body.exceptMaterialId });
      await touchCart(tx, found.id, now);
      return viewCart(tx, found, { detailed: true, now });
    });
  }

  /** Sends a coupon's OTP again, for the product the first one was for. */
  async function resendOtp(
    visitor: Visitor,
    body: CallRequest<typeof couponCalls.resendOtp>['body'],
  ): Promise<CouponOtpSent> {
    const { customerId } = visitor;
    const now = clock();
    const created = await guarded(visitor, body.cartId, now, () =>
      db.transaction(async (tx) => {
        const { cart, coupon } = await heldCartAndCoupon(tx, customerId, body, now);
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
    return deliver(created.message, created.sent);
  }

  return { list, get, validate, apply, remove, resendOtp };
}
