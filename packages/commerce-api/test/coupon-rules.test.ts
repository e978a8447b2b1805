import { describe, expect, test } from 'vitest';
import { checkNewCoupon, discountOn, priceAppliedCoupons } from '../src/modules/coupons/rules.ts';
import type { CouponDefinition, RuleContext } from '../src/modules/coupons/rules.ts';

const now = new Date('2026-06-01T00:00:00Z');

function coupon(code: string, overrides: Partial<CouponDefinition> = {}): CouponDefinition {
  return {
    id: `CPN_${code}`,
    code,
    title: code,
    description: '',
    terms: [],
    kind: 'flat',
    percent: null,
    amountPaise: 50_000,
    capPaise: null,
    minCartPaise: 0,
    validFrom: new Date('2026-01-01T00:00:00Z'),
    validTo: new Date('2027-01-01T00:00:00Z'),
    scope: 'cart',
    materialIds: [],
    categoryIds: [],
    perCustomerLimit: null,
    totalLimit: null,
    stackable: true,
    needsOtp: false,
    listed: true,
    customerId: null,
    ...overrides,
  };
}

const percent = (
  code: string,
  value: number,
  capPaise: number | null,
  overrides: Partial<CouponDefinition> = {},
) => coupon(code, { kind: 'percent', percent: value, amountPaise: null, capPaise, ...overrides });

function context(overrides: Partial<RuleContext> = {}): RuleContext {
  const lines = [
    { materialId: 'M1', name: 'Aqua RO', linePricePaise: 1_299_900, categoryIds: ['WP-RO', 'WP'] },
    { materialId: 'M2', name: 'AirPure Mini', linePricePaise: 799_000, categoryIds: ['AP-BED', 'AP'] },
  ];
  return {
    cart: { lines, subtotalPaise: 2_098_900, exchangeValuePaise: 0 },
    customerId: 'C1',
    now,
    usage: new Map(),
    ...overrides,
  };
}

describe('discountOn', () => {
  test('a flat amount never takes more than the amount it works on', () => {
    expect(discountOn(coupon('FLAT'), 100_000)).toBe(50_000);
    expect(discountOn(coupon('FLAT'), 30_000)).toBe(30_000);
    expect(discountOn(coupon('FLAT'), -5)).toBe(0);
  });

  test('a percentage is floored to the paisa and held to its cap', () => {
    expect(discountOn(percent('P10', 10, null), 799_099)).toBe(79_909);
    expect(discountOn(percent('P10', 10, 50_000), 1_299_900)).toBe(50_000);
  });
});

describe('checkNewCoupon', () => {
  test('refuses a coupon outside its window, or someone else’s, with the one not-valid refusal', () => {
    const notYet = coupon('SOON', { validFrom: new Date('2026-07-01T00:00:00Z') });
    const ended = coupon('ENDED', { validTo: now });
    const theirs = coupon('THEIRS', { customerId: 'C2' });
    for (const candidate of [notYet, ended, theirs]) {
      const fit = checkNewCoupon(candidate, [], context());
      expect(fit).toEqual({
        ok: false,
        refusal: expect.objectContaining({ code: 'COUPON_NOT_VALID', status: 404 }),
      });
    }
    expect(checkNewCoupon(theirs, [], context({ customerId: 'C2' }))).toMatchObject({ ok: true });
  });

  test('puts a category coupon on the eligible line it saves most on, each line taking one coupon', () => {
    const air = percent('AIR', 10, null, { scope: 'categories', categoryIds: ['AP'] });
    const anyPurifier = coupon('ANY', {
      scope: 'categories',
      categoryIds: ['WP', 'AP'],
      amountPaise: 100_000,
    });
    expect(checkNewCoupon(air, [], context())).toEqual({ ok: true, savingPaise: 79_900, materialId: 'M2' });
    expect(checkNewCoupon(anyPurifier, [{ coupon: air, materialId: 'M2' }], context())).toEqual({
      ok: true,
      savingPaise: 100_000,
      materialId: 'M1',
    });
    const onlyOne = coupon('ONE', { scope: 'products', materialIds: ['M2'] });
    expect(checkNewCoupon(onlyOne, [{ coupon: air, materialId: 'M2' }], context())).toMatchObject({
      ok: false,
      refusal: {
        code: 'COUPON_NOT_ELIGIBLE',
        message: 'Each product takes one coupon, and AIR is already on AirPure Mini. Remove it to use ONE.',
      },
    });
  });

  test('per-customer limits wait for a signed-in customer; the total limit holds for everyone', () => {
    const once = coupon('ONCE', { perCustomerLimit: 1, totalLimit: 5 });
    const used = new Map([['CPN_ONCE', { total: 1, byCustomer: 1 }]]);
    expect(checkNewCoupon(once, [], context({ usage: used }))).toMatchObject({
      ok: false,
      refusal: { code: 'COUPON_USED_UP' },
    });
    expect(checkNewCoupon(once, [], context({ usage: used, customerId: null }))).toMatchObject({ ok: true });
    const full = new Map([['CPN_ONCE', { total: 5, byCustomer: 0 }]]);
    expect(checkNewCoupon(once, [], context({ usage: full, customerId: null }))).toMatchObject({
      ok: false,
      refusal: { message: 'ONCE has been fully redeemed. Choose another coupon.' },
    });
  });

  test('a cart coupon works on what is left after the exchange and the coupons before it', () => {
    const big = coupon('BIG', { amountPaise: 3_000_000 });
    const cart = { ...context().cart, exchangeValuePaise: 50_000 };
    const onProduct = coupon('PROD', { scope: 'products', materialIds: ['M1'], amountPaise: 40_000 });
    expect(checkNewCoupon(big, [{ coupon: onProduct, materialId: 'M1' }], context({ cart }))).toEqual({
      ok: true,
      savingPaise: 2_098_900 - 50_000 - 40_000,
      materialId: null,
    });
  });
});

describe('priceAppliedCoupons', () => {
  test('counts only coupons that still apply, product coupons first, and never below zero', () => {
    const product = coupon('PROD', { scope: 'products', materialIds: ['M1'], amountPaise: 100_000 });
    const gone = coupon('GONE', { scope: 'products', materialIds: ['M9'] });
    const min = coupon('MIN', { minCartPaise: 5_000_000 });
    const rest = percent('REST', 100, null);
    const priced = priceAppliedCoupons(
      [
        { coupon: rest, materialId: null },
        { coupon: product, materialId: 'M1' },
        { coupon: gone, materialId: 'M9' },
        { coupon: min, materialId: null },
      ],
      context(),
    );
    expect(
      priced.map(({ coupon: { code }, applies, savingPaise }) => ({ code, applies, savingPaise })),
    ).toEqual([
      { code: 'REST', applies: true, savingPaise: 2_098_900 - 100_000 },
      { code: 'PROD', applies: true, savingPaise: 100_000 },
      { code: 'GONE', applies: false, savingPaise: 0 },
      { code: 'MIN', applies: false, savingPaise: 0 },
    ]);
    expect(priced[3]?.refusal?.message).toBe(
      'Add ₹29,011 more to use MIN: it needs a cart of ₹50,000 or more.',
    );
  });

  test('a coupon that does not combine stops the later ones', () => {
    const solo = coupon('SOLO', { stackable: false });
    const priced = priceAppliedCoupons(
      [
        { coupon: solo, materialId: null },
        { coupon: coupon('LATER'), materialId: null },
      ],
      context(),
    );
    expect(priced.map((row) => row.applies)).toEqual([true, false]);
    expect(priced[1]?.refusal?.code).toBe('COUPON_NOT_STACKABLE');
  });
});
