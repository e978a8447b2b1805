import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/http-client.ts';
import { createCartClient } from './cart.ts';
import { createCatalogueClient } from './catalogue.ts';

/** Clients over a fetch stand-in that records each request and answers `body`. */
function recording(body: unknown) {
  const sent: { url: string; method: string; body: unknown }[] = [];
  const http = createHttpClient({
    apiBase: 'http://api.test',
    cmsBase: 'http://cms.test',
    clientType: 'web',
    fetch: async (input, init) => {
      sent.push({
        url: String(input),
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      return Response.json(body);
    },
  });
  return { cart: createCartClient(http), catalogue: createCatalogueClient(http), sent };
}

describe('cart client', () => {
  it('sends the product and quantity only, and reads an absent cart as null', async () => {
    const { cart, sent } = recording({ data: null });
    await expect(cart.get({ cartId: 'cart_1', isDetailed: false })).resolves.toBeNull();
    await cart.addProduct({ productId: 'P-RO-101', quantity: 1 }).catch(() => {});

    expect(sent[0]).toMatchObject({
      method: 'GET',
      url: 'http://api.test/api/public/v1/cart?cartId=cart_1&isDetailed=false',
    });
    expect(sent[1]).toEqual({
      method: 'POST',
      url: 'http://api.test/api/public/v1/cart/cart-item',
      body: { kind: 'product', productId: 'P-RO-101', quantity: 1 },
    });
  });

  it('names the cart in the path and the lines comma-separated when removing', async () => {
    const { cart, sent } = recording({ data: null });
    await cart.removeItems('cart_1', ['line_2', 'line_3'], 'line_1').catch(() => {});
    expect(sent[0]).toMatchObject({
      method: 'DELETE',
      url: 'http://api.test/api/public/v1/cart/cart_1/cart-item?cartItemIds=line_2%2Cline_3&parentId=line_1',
    });
  });
});

describe('catalogue client', () => {
  it('writes filters into the listing query and asks the content base for a product page', async () => {
    const { catalogue, sent } = recording({ data: null });
    await catalogue
      .listing({ category: 'water-purifiers', filters: { technology: ['RO', 'UV'] } })
      .catch(() => {});
    await catalogue.productDetail('nirmal-aqua-pro').catch(() => {});
    expect(sent.map(({ url }) => url)).toEqual([
      'http://api.test/api/public/v1/search/plp?category=water-purifiers&filter=technology%3ARO%2CUV',
      'http://cms.test/cms/products-detail?slug=nirmal-aqua-pro',
    ]);
  });
});
