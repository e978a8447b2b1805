import { describe, expect, it } from 'vitest';
import { addressCalls } from './addresses.ts';
import { cartCalls } from './cart.ts';
import { contentCalls } from './content.ts';
import { controlCharacterPath } from './control-characters.ts';

const address = {
  name: 'Asha Rao',
  phone: '9000000001',
  house_number: '12',
  address_name: 'MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560001',
};

describe('control characters in a request', () => {
  it('are found wherever a string sits; tab and line breaks are free text', () => {
    expect(controlCharacterPath({ comment: 'Too late.\r\n\tSorry', codes: ['FLAT500'] })).toBeNull();
    expect(controlCharacterPath({ exchange: { brand: 'Kent\u0000' } })).toEqual(['exchange', 'brand']);
    expect(controlCharacterPath({ codes: ['FLAT500', 'AIR\u001f10'] })).toEqual(['codes', 1]);
    expect(controlCharacterPath({ q: 'back\bspace' })).toEqual(['q']);
    expect(controlCharacterPath({ quantity: 2, isDefault: true, latitude: null })).toBeNull();
  });

  it('are refused by every call, in its body, query and path parameters, before its own rules', () => {
    const refusal = addressCalls.add.body.safeParse({ ...address, name: 'A\u0000' });
    expect(refusal.error?.issues).toMatchObject([
      {
        path: ['name'],
        message:
          'name holds a control character (such as NUL) that cannot be kept. Remove it and send again.',
      },
    ]);
    const exchange = { productType: 'WATER_PURIFIER', brand: '\u0000', ageYears: 2, condition: 'WORKING' };
    expect(
      cartCalls.add.body.safeParse({ kind: 'exchange', parentId: 'line_1', exchange }).error?.issues[0]?.path,
    ).toEqual(['exchange', 'brand']);
    expect(cartCalls.get.query.safeParse({ cartId: 'cart_1\u0000' }).success).toBe(false);
    expect(contentCalls.blogPost.params.safeParse({ blogId: 'a\u0000b' }).success).toBe(false);
  });

  it('leave what a call reads as its own schema reads it', () => {
    expect(addressCalls.add.body.parse({ ...address, name: '  Asha Rao ' })).toMatchObject({
      name: 'Asha Rao',
      phone: '9000000001',
    });
    expect(cartCalls.get.query.parse({})).toEqual({ isDetailed: true, isCheckout: false });
  });
});
