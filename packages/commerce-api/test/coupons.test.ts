import { describe, expect, test } from 'vitest';
import {
  cartAnswerSchema,
  cartCalls,
  couponAnswerSchema,
  couponApplyAnswerSchema,
  couponCalls,
  couponListAnswerSchema,
  couponValidateAnswerSchema,
  dataAnswer,
  couponOtpSentSchema,
  errorAnswerSchema,
} from '@nirmal/domain/contract';
import type { Cart, ErrorAnswer } from '@nirmal/domain/contract';
import { MAX_WRONG_CODES_PER_VISITOR } from '../src/modules/coupons/guessing.ts';
import { ASHA, ROHAN, cookieHeader, testApi } from './support.ts';
import type { TestApi } from './support.ts';

// Demo catalogue: a water purifier at ₹12,999 (material 4101010) and an air purifier at ₹7,990.
const AQUA_RO = 'NRM-101-1';
const AQUA_RO_MATERIAL = '4101010';
const AIRPURE_MINI = 'NRM-211-1';

interface Visitor {
  cookies?: string;
  cartId?: string;
}

async function fill(api: TestApi, productIds: string[], cookies?: string): Promise<Visitor & { cart: Cart }> {
  let cart: Cart | undefined;
  for (const productId of productIds) {
    const response = await api.request(cartCalls.add.path, {
      json: { kind: 'product', productId, quantity: 1, cartId: cart?.id },
      cookies,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    cart = cartAnswerSchema.parse(await response.json()).data;
  }
  if (!cart) throw new Error('nothing added');
  return { cookies, cartId: cookies ? undefined : cart.id, cart };
}

const post = (api: TestApi, path: string, visitor: Visitor, body: object, peer?: string) =>
  api.request(path, { json: { cartId: visitor.cartId, ...body }, cookies: visitor.cookies, peer });

async function refusal(response: Response, status: number) {
  expect(response.status, await response.clone().text()).toBe(status);
  return errorAnswerSchema.parse(await response.json());
}

async function apply(api: TestApi, visitor: Visitor, code: string, extra: object = {}) {
  const response = await post(api, couponCalls.apply.path, visitor, { code, ...extra });
  expect(response.status, await response.clone().text()).toBe(200);
  return couponApplyAnswerSchema.parse(await response.json()).data;
}

async function applied(api: TestApi, visitor: Visitor, code: string, extra: object = {}): Promise<Cart> {
  const result = await apply(api, visitor, code, extra);
  if (result.status !== 'applied') throw new Error(`${code} asked for an OTP`);
  return result.cart;
}

async function readCart(api: TestApi, visitor: Visitor): Promise<Cart> {
  const query = visitor.cartId ? `?cartId=${visitor.cartId}` : '';
  const response = await api.request(`${cartCalls.get.path}${query}`, { cookies: visitor.cookies });
  const cart = ((await response.json()) as { data: Cart | null }).data;
  if (!cart) throw new Error('no cart');
  return cart;
}

describe('coupon list and details', () => {
  test('lists the coupons open to the visitor, each judged against their cart; expired ones are left out', async () => {
    const api = await testApi();
    const guest = await fill(api, [AIRPURE_MINI]);
    const response = await api.request(`${couponCalls.list.path}?cartId=${guest.cartId}`);
    const coupons = couponListAnswerSchema.parse(await response.json()).data;
    const codes = coupons.map((coupon) => coupon.code);
    expect(codes).toEqual(expect.arrayContaining(['FLAT500', 'AIR10', 'PHONE750', 'SOLO15', 'AQUA1000']));
    expect(codes).not.toContain('MONSOON20'); // expired
    expect(codes).not.toContain('ASHA100'); // someone else's
    expect(codes).not.toContain('FIRSTONE'); // unlisted
    const byCode = new Map(coupons.map((coupon) => [coupon.code, coupon]));
    expect(byCode.get('AIR10')).toMatchObject({
      discount: { kind: 'percent', percent: 10, capPaise: 150_000 },
      appliesTo: { kind: 'categories', categories: [{ id: 'AP', name: expect.any(String) }] },
      applied: false,
      fit: { applies: true, savingPaise: 79_900, materialId: expect.any(String) },
    });
    expect(byCode.get('FLAT500')?.fit).toEqual({
      applies: false,
      code: 'COUPON_MIN_CART_VALUE',
      reason: 'Add ₹2,010 more to use FLAT500: it needs a cart of ₹10,000 or more.',
    });
    expect(byCode.get('PHONE750')).toMatchObject({ needsOtp: true, minCartPaise: 0 });

    const noCart = couponListAnswerSchema.parse(await (await api.request(couponCalls.list.path)).json()).data;
    expect(noCart.every((coupon) => coupon.fit === null)).toBe(true);
  });

  test('a personal coupon shows to its customer only', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const list = couponListAnswerSchema.parse(
      await (await api.request(couponCalls.list.path, { cookies: asha })).json(),
    ).data;
    expect(list.map((coupon) => coupon.code)).toContain('ASHA100');
    const details = await api.request(`${couponCalls.get.path}?code=asha100`, { cookies: asha });
    expect(couponAnswerSchema.parse(await details.json()).data).toMatchObject({ code: 'ASHA100', fit: null });
  });

  test('details of an unknown, expired and someone else’s code answer the same refusal', async () => {
    const api = await testApi();
    const answers: ErrorAnswer[] = [];
    for (const code of ['NOSUCHCODE', 'MONSOON20', 'ASHA100']) {
      answers.push(await refusal(await api.request(`${couponCalls.get.path}?code=${code}`), 404));
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({
      code: 'COUPON_NOT_VALID',
      message: 'This code is not valid. Check it and try again, or choose a coupon from the list.',
    });
    expect(await refusal(await api.request(`${couponCalls.get.path}?code=AB`), 400)).toMatchObject({
      code: 'INVALID_COUPON_CODE',
    });
  });
});

describe('validate', () => {
  test('says what a code would save without applying it, or why not', async () => {
    const api = await testApi();
    const guest = await fill(api, [AQUA_RO]);
    const response = await post(api, couponCalls.validate.path, guest, { code: 'flat500' });
    expect(couponValidateAnswerSchema.parse(await response.json()).data).toEqual({
      code: 'FLAT500',
      savingPaise: 50_000,
      materialId: null,
      needsOtp: false,
    });
    expect((await readCart(api, guest)).coupons).toEqual([]);
    expect(await refusal(await post(api, couponCalls.validate.path, guest, { code: 'AIR10' }), 409)).toEqual({
      code: 'COUPON_NOT_ELIGIBLE',
      message: 'AIR10 applies to products of certain categories only. Add one to your cart to use it.',
    });
  });
});

describe('apply and remove', () => {
  test('a cart coupon and a product coupon price the cart on every read', async () => {
    const api = await testApi();
    const guest = await fill(api, [AQUA_RO, AIRPURE_MINI]);
    expect(guest.cart.totals.payablePaise).toBe(2_098_900);
    await applied(api, guest, 'FLAT500');
    const cart = await applied(api, guest, 'aqua1000');
    expect(cart.totals).toMatchObject({ couponDiscountPaise: 150_000, payablePaise: 1_948_900 });
    const line = cart.lines.find((other) => other.kind === 'product' && other.productId === AQUA_RO);
    expect(line).toMatchObject({
      materialId: AQUA_RO_MATERIAL,
      appliedCoupon: { code: 'AQUA1000', savingPaise: 100_000 },
    });
    expect(cart.coupons).toEqual([
      {
        code: 'FLAT500',
        title: expect.any(String),
        materialId: null,
        applies: true,
        savingPaise: 50_000,
        reason: null,
      },
      {
        code: 'AQUA1000',
        title: expect.any(String),
        materialId: AQUA_RO_MATERIAL,
        applies: true,
        savingPaise: 100_000,
        reason: null,
      },
    ]);
    expect(await readCart(api, guest)).toEqual(cart);
  });

  test('a coupon that stops applying after a change is shown as not applying and never counted', async () => {
    const api = await testApi();
    const guest = await fill(api, [AQUA_RO, AIRPURE_MINI]);
    await applied(api, guest, 'AQUA1000');
    await applied(api, guest, 'FLAT500');
    const aquaLine = guest.cart.lines.find((line) => line.kind === 'product' && line.productId === AQUA_RO);
    const response = await api.request(
      `/api/public/v1/cart/${guest.cartId}/cart-item?cartItemIds=${aquaLine?.id}`,
      { method: 'DELETE', headers: { 'x-client-type': 'web' } },
    );
    expect(response.status).toBe(200);

    const cart = await readCart(api, guest);
    expect(cart.totals).toMatchObject({ couponDiscountPaise: 0, payablePaise: 799_000 });
    expect(
      cart.coupons.map(({ code, applies, savingPaise, reason }) => ({ code, applies, savingPaise, reason })),
    ).toEqual([
      {
        code: 'AQUA1000',
        applies: false,
        savingPaise: 0,
        reason:
          'The product AQUA1000 was on is no longer in your cart. Remove the coupon, or add the product again.',
      },
      {
        code: 'FLAT500',
        applies: false,
        savingPaise: 0,
        reason: 'Add ₹2,010 more to use FLAT500: it needs a cart of ₹10,000 or more.',
      },
    ]);
  });

  test('remove one, all but the one on a product (§4), or all', async () => {
    const api = await testApi();
    const guest = await fill(api, [AQUA_RO, AIRPURE_MINI]);
    await applied(api, guest, 'FLAT500');
    await applied(api, guest, 'AQUA1000');
    await applied(api, guest, 'AIR10');
    const remove = async (body: object) => {
      const response = await post(api, couponCalls.remove.path, guest, body);
      expect(response.status).toBe(200);
      return dataAnswer(cartAnswerSchema.shape.data)
        .parse(await response.json())
        .data.coupons.map(({ code }) => code);
    };
    expect(await remove({ codes: ['air10'] })).toEqual(['FLAT500', 'AQUA1000']);
    expect(await remove({ exceptMaterialId: AQUA_RO_MATERIAL })).toEqual(['AQUA1000']);
    expect(await remove({})).toEqual([]);
  });

  test('at most 3 coupons: a fourth is refused', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const visitor = await fill(api, [AQUA_RO, AIRPURE_MINI], asha);
    for (const code of ['FLAT500', 'AQUA1000', 'AIR10']) await applied(api, visitor, code);
    expect(await refusal(await post(api, couponCalls.apply.path, visitor, { code: 'ASHA100' }), 409)).toEqual(
      {
        code: 'COUPON_LIMIT_REACHED',
        message: 'You can apply at most 3 coupons. Remove one to use ASHA100.',
      },
    );
    expect(await api.db.query('SELECT 1 FROM cart_coupons')).toHaveLength(3);
  });

  test('a coupon that does not combine goes alone, both ways round', async () => {
    const api = await testApi();
    const guest = await fill(api, [AQUA_RO, AIRPURE_MINI]);
    await applied(api, guest, 'FLAT500');
    expect(await refusal(await post(api, couponCalls.apply.path, guest, { code: 'SOLO15' }), 409)).toEqual({
      code: 'COUPON_NOT_STACKABLE',
      message: 'SOLO15 cannot be combined with other coupons. Remove FLAT500 to use it.',
    });
    await post(api, couponCalls.remove.path, guest, {});
    const cart = await applied(api, guest, 'SOLO15');
    expect(cart.totals.couponDiscountPaise).toBe(300_000); // 15% of ₹20,989 capped at ₹3,000
    expect(
      (await refusal(await post(api, couponCalls.apply.path, guest, { code: 'FLAT500' }), 409)).message,
    ).toBe('SOLO15 cannot be combined with other coupons. Remove SOLO15 to use FLAT500.');
  });

  test('the same code twice, and a code on the wrong product, are refused', async () => {
    const api = await testApi();
    const guest = await fill(api, [AQUA_RO, AIRPURE_MINI]);
    await applied(api, guest, 'AQUA1000');
    expect(
      (await refusal(await post(api, couponCalls.apply.path, guest, { code: 'AQUA1000' }), 409)).code,
    ).toBe('COUPON_ALREADY_APPLIED');
    const mini = guest.cart.lines.find((line) => line.kind === 'product' && line.productId === AIRPURE_MINI);
    const wrong = await post(api, couponCalls.apply.path, guest, {
      code: 'AIR10',
      materialId: AQUA_RO_MATERIAL,
    });
    expect((await refusal(wrong, 409)).message).toBe('AIR10 cannot be used on that product.');
    expect(
      mini?.kind === 'product' && (await applied(api, guest, 'AIR10', { materialId: mini.materialId })),
    ).toBeTruthy();
  });

  test('unknown, expired and someone else’s codes get one refusal; the cart is untouched', async () => {
    const api = await testApi();
    const rohan = await api.signIn(ROHAN);
    const visitor = await fill(api, [AQUA_RO], rohan);
    const bodies: ErrorAnswer[] = [];
    for (const code of ['NOSUCH', 'MONSOON20', 'ASHA100']) {
      bodies.push(await refusal(await post(api, couponCalls.apply.path, visitor, { code }), 404));
    }
    expect(
      bodies.every((body) => body.code === 'COUPON_NOT_VALID' && body.message === bodies[0]?.message),
    ).toBe(true);
    expect(await api.db.query('SELECT 1 FROM cart_coupons')).toEqual([]);
  });

  test('another customer’s cart cannot be named, and a guest cart id does not reach a customer’s cart', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const ashas = await fill(api, [AQUA_RO], asha);
    // Rohan, a guest here, names Asha's cart by its id.
    const response = await post(api, couponCalls.apply.path, { cartId: ashas.cart.id }, { code: 'AQUA1000' });
    expect((await refusal(response, 409)).code).toBe('COUPON_NOT_ELIGIBLE');
    const removal = await post(api, couponCalls.remove.path, { cartId: ashas.cart.id }, {});
    expect(removal.status).toBe(404);
    expect(await api.db.query('SELECT 1 FROM cart_coupons')).toEqual([]);
  });

  test('the minimum cart value is held, and named with the amount missing', async () => {
    const api = await testApi();
    const guest = await fill(api, [AIRPURE_MINI]);
    expect(await refusal(await post(api, couponCalls.apply.path, guest, { code: 'FLAT500' }), 409)).toEqual({
      code: 'COUPON_MIN_CART_VALUE',
      message: 'Add ₹2,010 more to use FLAT500: it needs a cart of ₹10,000 or more.',
    });
    expect((await refusal(await post(api, couponCalls.apply.path, guest, { code: 'ab1' }), 400)).code).toBe(
      'INVALID_COUPON_CODE',
    );
  });

  test('a used-up coupon is refused (total limit counts committed usages)', async () => {
    const api = await testApi();
    await api.db.query(
      `INSERT INTO coupon_usages (coupon_id, customer_id, cart_id, order_id, discount_paise, state, held_at, expires_at)
       VALUES ('CPN_FIRSTONE', 'CUS1000001', 'gone', 'ORD1', 200000, 'committed', $1, $1)`,
      [api.clock.now()],
    );
    const guest = await fill(api, [AQUA_RO]);
    expect(await refusal(await post(api, couponCalls.apply.path, guest, { code: 'FIRSTONE' }), 409)).toEqual({
      code: 'COUPON_USED_UP',
      message: 'FIRSTONE has been fully redeemed. Choose another coupon.',
    });
  });
});

describe('signing in', () => {
  test('brings the guest cart’s coupons into the customer’s cart, up to 3', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const own = await fill(api, [AIRPURE_MINI], asha);
    await applied(api, own, 'AIR10');
    await applied(api, own, 'ASHA100');
    const guest = await fill(api, [AQUA_RO]);
    await applied(api, guest, 'AQUA1000');
    await applied(api, guest, 'FLAT500');

    api.clock.advance(30);
    const { requestId } = await api.sendOtp(ASHA);
    const { otp } = await api.latestOtp(ASHA);
    const signedIn = await api.verifyOtp(
      { mobile: ASHA, otp, requestId },
      { cookies: `nirmal_cart_id=${guest.cart.id}` },
    );
    expect(signedIn.status).toBe(200);
    const merged = await readCart(api, { cookies: cookieHeader(signedIn) });
    expect(merged.coupons.map(({ code, applies }) => ({ code, applies }))).toEqual([
      { code: 'AIR10', applies: true },
      { code: 'ASHA100', applies: true },
      { code: 'AQUA1000', applies: true },
    ]);
  });
});

describe('guessing codes', () => {
  test('is rate-limited per visitor: past the limit even a real code is refused for a while', async () => {
    const api = await testApi();
    const guest = await fill(api, [AQUA_RO]);
    for (let index = 0; index < MAX_WRONG_CODES_PER_VISITOR; index++) {
      await refusal(await post(api, couponCalls.apply.path, guest, { code: `GUESS${index}` }), 404);
    }
    const limited = await refusal(await post(api, couponCalls.apply.path, guest, { code: 'AQUA1000' }), 429);
    expect(limited).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 900 });
    expect(limited.message).toBe(
      'Too many coupon codes were tried. Please try again in 15 minutes, or choose a coupon from the list.',
    );
    // Validate and details count and are limited alike.
    expect(
      (await refusal(await post(api, couponCalls.validate.path, guest, { code: 'AQUA1000' }), 429)).code,
    ).toBe('RATE_LIMITED');
    api.clock.advance(901);
    await applied(api, guest, 'AQUA1000');
  });

  test('counts a guest naming carts that do not exist as their address, and someone else’s code as a guess', async () => {
    const api = await testApi();
    for (let index = 0; index < MAX_WRONG_CODES_PER_VISITOR; index++) {
      // A made-up cart id each time, and a code that exists but is Asha's alone.
      const lookup = `${couponCalls.get.path}?code=${index % 2 ? 'ASHA100' : `GUESS${index}`}&cartId=cart_made_up_${index}`;
      await refusal(await api.request(lookup), 404);
    }
    const limited = await refusal(
      await api.request(`${couponCalls.get.path}?code=FLAT500&cartId=cart_new`),
      429,
    );
    expect(limited.code).toBe('RATE_LIMITED');
    // A guest whose cart exists is a visitor of their own, still held to the address's limit.
    const guest = await fill(api, [AQUA_RO]);
    expect((await api.request(`${couponCalls.get.path}?code=FLAT500&cartId=${guest.cartId}`)).status).toBe(
      200,
    );
  });

  test('is limited per address too, whatever cart a guest names', async () => {
    const api = await testApi();
    for (let round = 0; round < 3; round++) {
      const guest = await fill(api, [AQUA_RO]);
      for (let index = 0; index < 10; index++) {
        await refusal(
          await post(api, couponCalls.apply.path, guest, { code: `TRY${round}X${index}` }, '198.51.100.7'),
          404,
        );
      }
    }
    const fresh = await fill(api, [AQUA_RO]);
    expect(
      (
        await refusal(
          await post(api, couponCalls.apply.path, fresh, { code: 'AQUA1000' }, '198.51.100.7'),
          429,
        )
      ).code,
    ).toBe('RATE_LIMITED');
    await applied(api, fresh, 'AQUA1000');
  });

  test('is limited per IPv6 /64, whichever of its addresses a guest tries from', async () => {
    const api = await testApi();
    for (let round = 0; round < 3; round++) {
      const guest = await fill(api, [AQUA_RO]);
      for (let index = 0; index < 10; index++) {
        const from = `2001:db8:7:7:${round}::${index}`;
        await refusal(
          await post(api, couponCalls.apply.path, guest, { code: `TRY${round}X${index}` }, from),
          404,
        );
      }
    }
    const fresh = await fill(api, [AQUA_RO]);
    const tryFrom = (peer: string) => post(api, couponCalls.apply.path, fresh, { code: 'AQUA1000' }, peer);
    expect((await refusal(await tryFrom('2001:db8:7:7:ffff::1'), 429)).code).toBe('RATE_LIMITED');
    expect((await tryFrom('2001:db8:7:8::1')).status).toBe(200);
  });
});

describe('coupon OTP', () => {
  async function otpSetup() {
    const api = await testApi();
    const rohan = await api.signIn(ROHAN);
    const visitor = await fill(api, [AQUA_RO], rohan);
    return { api, visitor };
  }

  test('is sent to the customer’s phone first, then applies the coupon once', async () => {
    const { api, visitor } = await otpSetup();
    const sent = await apply(api, visitor, 'PHONE750');
    expect(sent).toEqual({
      status: 'otp_sent',
      code: 'PHONE750',
      sentTo: '+91 90XXXXXX02',
      otpLength: 6,
      expiresInSeconds: 300,
      resendAfterSeconds: 30,
    });
    expect(await api.db.query('SELECT 1 FROM cart_coupons')).toEqual([]);
    const stored = await api.db.query<{ code_hash: string }>('SELECT code_hash FROM coupon_otps');
    const { otp } = await api.latestOtp(ROHAN);
    expect(otp).toMatch(/^\d{6}$/);
    expect(stored[0]?.code_hash).not.toContain(otp);

    const cart = await applied(api, visitor, 'PHONE750', { otp });
    expect(cart.coupons).toMatchObject([
      { code: 'PHONE750', applies: true, savingPaise: 75_000, materialId: AQUA_RO_MATERIAL },
    ]);
    // Replayed: the OTP was used up with the coupon.
    await post(api, couponCalls.remove.path, visitor, {});
    expect(
      await refusal(await post(api, couponCalls.apply.path, visitor, { code: 'PHONE750', otp }), 400),
    ).toEqual({
      code: 'OTP_EXPIRED',
      message: 'This coupon OTP is no longer valid. Choose Resend OTP for a new one.',
    });
  });

  test('a wrong OTP is counted and locks after 5; an expired one is refused', async () => {
    const { api, visitor } = await otpSetup();
    await apply(api, visitor, 'PHONE750');
    const { otp } = await api.latestOtp(ROHAN);
    const wrongOtp = otp === '000000' ? '111111' : '000000';
    const first = await refusal(
      await post(api, couponCalls.apply.path, visitor, { code: 'PHONE750', otp: wrongOtp }),
      400,
    );
    expect(first).toEqual({
      code: 'OTP_INCORRECT',
      message: 'That coupon OTP is not right. You have 4 tries left.',
      attemptsLeft: 4,
    });
    expect(
      (
        await refusal(
          await post(api, couponCalls.apply.path, visitor, { code: 'PHONE750', otp: '12345' }),
          400,
        )
      ).code,
    ).toBe('INVALID_COUPON_OTP');
    for (let index = 0; index < 4; index++) {
      await post(api, couponCalls.apply.path, visitor, { code: 'PHONE750', otp: wrongOtp });
    }
    expect(
      (await refusal(await post(api, couponCalls.apply.path, visitor, { code: 'PHONE750', otp }), 429)).code,
    ).toBe('OTP_LOCKED');

    api.clock.advance(31);
    const resent = await post(api, couponCalls.resendOtp.path, visitor, { code: 'PHONE750' });
    expect(couponOtpSentSchema.parse(((await resent.json()) as { data: unknown }).data).sentTo).toBe(
      '+91 90XXXXXX02',
    );
    const fresh = (await api.latestOtp(ROHAN)).otp;
    api.clock.advance(301);
    expect(
      await refusal(await post(api, couponCalls.apply.path, visitor, { code: 'PHONE750', otp: fresh }), 400),
    ).toEqual({
      code: 'OTP_EXPIRED',
      message: 'This coupon OTP has expired. Choose Resend OTP for a new one.',
    });
  });

  test('resend waits 30 seconds; the old OTP stops working when a new one is sent', async () => {
    const { api, visitor } = await otpSetup();
    await apply(api, visitor, 'PHONE750');
    const old = (await api.latestOtp(ROHAN)).otp;
    expect(
      (await refusal(await post(api, couponCalls.resendOtp.path, visitor, { code: 'PHONE750' }), 429)).code,
    ).toBe('RESEND_TOO_SOON');
    api.clock.advance(30);
    expect((await post(api, couponCalls.resendOtp.path, visitor, { code: 'PHONE750' })).status).toBe(200);
    const fresh = (await api.latestOtp(ROHAN)).otp;
    if (old !== fresh) {
      expect(
        (await refusal(await post(api, couponCalls.apply.path, visitor, { code: 'PHONE750', otp: old }), 400))
          .code,
      ).toBe('OTP_INCORRECT');
    }
    await applied(api, visitor, 'PHONE750', { otp: fresh });
  });

  test('needs a signed-in customer', async () => {
    const api = await testApi();
    const guest = await fill(api, [AQUA_RO]);
    expect(await refusal(await post(api, couponCalls.apply.path, guest, { code: 'PHONE750' }), 403)).toEqual({
      code: 'COUPON_SIGN_IN_REQUIRED',
      message: 'Sign in to use PHONE750: its coupon OTP is sent to your registered mobile number.',
    });
    expect(
      (await refusal(await post(api, couponCalls.resendOtp.path, guest, { code: 'PHONE750' }), 403)).code,
    ).toBe('COUPON_SIGN_IN_REQUIRED');
  });
});
