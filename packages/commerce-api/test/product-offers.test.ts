import { catalogueCalls, errorAnswerSchema } from '@nirmal/domain/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from './support.ts';

// The worker's shared database: it ends with the worker, never closed by a file (others use it after).
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
}, 60_000);

async function offersOf(productId: string) {
  const response = await api.request(`${catalogueCalls.offers.path}?productId=${productId}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A seeded product's id, the first that matches the condition on `products`. */
async function productWhere(condition: string): Promise<string> {
  const [product] = await api.db.query<{ productId: string }>(
    `SELECT product_id AS "productId" FROM products WHERE ${condition} ORDER BY product_id LIMIT 1`,
  );
  if (!product) throw new Error(`No seeded product where ${condition}`);
  return product.productId;
}

describe('a product’s offers before a pincode', () => {
  it('prices no-cost EMI as checkout does: today’s price over 6 months, rounded up to the paisa', async () => {
    const purifier = await productWhere(`product_type = 'WATER_PURIFIER'`);
    // Today's price, whatever was seeded: the offer follows the catalogue.
    await api.db.query('UPDATE products SET price_paise = 1234501 WHERE product_id = $1', [purifier]);

    const { status, body } = await offersOf(purifier);

    expect(status).toBe(200);
    expect(catalogueCalls.offers.answer.parse(body).data.emi).toEqual({
      months: 6,
      monthlyInstalmentPaise: 205_751,
    });
  });

  it('offers no EMI on a vacuum cleaner, nor below ₹10,000', async () => {
    const vacuum = await productWhere(`product_type = 'VACUUM_CLEANER' AND price_paise >= 1000000`);
    const cheap = await productWhere(`product_type <> 'VACUUM_CLEANER' AND price_paise < 1000000`);

    for (const productId of [vacuum, cheap])
      expect(catalogueCalls.offers.answer.parse((await offersOf(productId)).body).data.emi).toBeNull();
  });

  it('promises delivery in the fewest to the most days any hub takes', async () => {
    const [range] = await api.db.query<{ fewest: number; most: number }>(
      'SELECT min(delivery_days) AS fewest, max(delivery_days) AS most FROM hub_pincodes',
    );
    const { body } = await offersOf(await productWhere('true'));

    expect(catalogueCalls.offers.answer.parse(body).data.deliveryDays).toEqual(range);
    expect(range?.fewest).toBeLessThan(range?.most ?? 0);
  });

  it('answers 404 for an unknown product, saying so', async () => {
    const { status, body } = await offersOf('NRM-999-9');

    expect(status).toBe(404);
    expect(errorAnswerSchema.parse(body).message).toMatch(/could not find this product/);
  });
});
