import { describe, expect, test } from 'vitest';
import { unpayableOrder } from '../app/payment/unpayable-order.ts';

describe('the payment page of an order that can no longer be paid', () => {
  test('sends a plan order to its device’s plans, never to the cart', () => {
    const plan = { assetId: 'AST-100102', deviceName: 'Nirmal Aqua UV 6 L' };
    const { description, next } = unpayableOrder({ kind: 'plan', lines: [{ plan }] }, { refundDue: false });
    expect(description).toBe(
      'Its time to pay ran out or it was cancelled, and nothing was charged for it. To get the plan, choose it again from the plans for Nirmal Aqua UV 6 L.',
    );
    expect(description).not.toMatch(/cart|items/);
    expect(next).toEqual({ href: '/amc-plans/?id=AST-100102', label: 'Plans for Nirmal Aqua UV 6 L' });
  });

  test('sends a product order to the cart, after saying a payment taken is being refunded', () => {
    const { description, next } = unpayableOrder(
      { kind: 'product', lines: [{ plan: null }] },
      { refundDue: true },
    );
    expect(description).toMatch(/^We received your last payment .* place the order again from your cart\.$/);
    expect(next).toEqual({ href: '/ecom/cart', label: 'Go to your cart' });
  });

  test('sends a visit paid for when booked to the devices, where it is booked again, never to the cart', () => {
    const { description, next } = unpayableOrder(
      { kind: 'service', lines: [{ plan: null }] },
      { refundDue: false },
    );
    expect(description).toBe(
      "Its time to pay ran out or it was cancelled, and nothing was charged for it. To have the visit, book it again from your device's page.",
    );
    expect(next).toEqual({ href: '/amc/my-devices', label: 'Go to My devices' });
  });
});
