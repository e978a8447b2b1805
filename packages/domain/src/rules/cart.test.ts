import { describe, expect, it } from 'vitest';
import { cartProblemMessage, shouldLoadCart } from './cart.ts';

describe('shouldLoadCart', () => {
  it('loads for a signed-in customer or a stored cart id (§6)', () => {
    expect(shouldLoadCart({ pathname: '/', isLoggedIn: true, cartId: null })).toBe(true);
    expect(shouldLoadCart({ pathname: '/c/water-purifiers', isLoggedIn: false, cartId: 'cart_1' })).toBe(
      true,
    );
    expect(shouldLoadCart({ pathname: '/', isLoggedIn: false, cartId: null })).toBe(false);
  });

  it.each(['/login', '/login/', '/ecom/payment', '/ecom/payment/ORD-1', '/amc/cc/agent', '/amc/cro/agent'])(
    'does not load on %s',
    (pathname) => {
      expect(shouldLoadCart({ pathname, isLoggedIn: true, cartId: 'cart_1' })).toBe(false);
    },
  );

  it('matches whole path segments only', () => {
    expect(shouldLoadCart({ pathname: '/login-help', isLoggedIn: true, cartId: null })).toBe(true);
    expect(shouldLoadCart({ pathname: '/ecom/payments-faq', isLoggedIn: true, cartId: null })).toBe(true);
  });
});

describe('cartProblemMessage', () => {
  const name = 'Nirmal Aqua Pro';

  it('words each problem with the product and what to do', () => {
    expect(cartProblemMessage({ code: 'insufficient_stock', lineId: 'l', available: 2 }, name)).toBe(
      'Only 2 of Nirmal Aqua Pro left. Lower the quantity to continue.',
    );
    expect(cartProblemMessage({ code: 'out_of_stock', lineId: 'l' }, name)).toBe(
      'Nirmal Aqua Pro is out of stock. Remove it to continue.',
    );
    expect(cartProblemMessage({ code: 'not_deliverable', lineId: 'l', pincode: '791001' }, name)).toBe(
      'We do not deliver Nirmal Aqua Pro to 791001 yet. Remove it or change the pincode.',
    );
    expect(
      cartProblemMessage(
        { code: 'price_changed', lineId: 'l', previousUnitPricePaise: 1_999_900, unitPricePaise: 1_899_900 },
        name,
      ),
    ).toBe('The price of Nirmal Aqua Pro is now ₹18,999 (it was ₹19,999).');
  });
});
