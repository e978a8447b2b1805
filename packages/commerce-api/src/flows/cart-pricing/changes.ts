import { readQuantity } from '@nirmal/domain/contract';
import type { ExchangeDetails } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { deliveryTo } from '../../modules/catalogue/pincodes.ts';
import { orderableProducts } from '../../modules/catalogue/stock.ts';
import type { OrderableProduct } from '../../modules/catalogue/stock.ts';
import { cartLines, putExchange, putProduct } from '../../modules/cart/carts.ts';
import type { CartRow, ProductLineRow } from '../../modules/cart/carts.ts';
import { LINE_GONE } from '../../modules/cart/removal.ts';
import { exchangeValuePaise } from '../../modules/catalogue/exchange-valuation.ts';

// What a customer changes in a cart, each checked against the catalogue before anything is written.
// They run inside the caller's transaction, which holds the cart row: a refusal writes nothing.

function wholeQuantity(input: number, limit: number): number {
  const quantity = readQuantity(input, limit);
  if (!quantity.ok) throw new ApiError(400, 'INVALID_QUANTITY', quantity.message);
  return quantity.value;
}

async function orderable(
  db: Queryable,
  productId: string,
  pincode: string | null,
): Promise<OrderableProduct> {
  const [product] = await orderableProducts(db, [productId], pincode ?? undefined);
  if (!product) throw notFound('We could not find this product. It may no longer be sold.');
  return product;
}

/** Refuses a quantity the pincode cannot get: not delivered there, sold out, or fewer left. */
async function checkStock(
  db: Queryable,
  product: OrderableProduct,
  quantity: number,
  pincode: string | null,
): Promise<void> {
  const where = pincode === null ? '' : ` at ${pincode}`;
  if (pincode !== null && (await deliveryTo(db, pincode)) === null) {
    throw new ApiError(
      409,
      'NOT_DELIVERABLE',
      `We do not deliver ${product.name} to ${pincode} yet. Try another pincode.`,
    );
  }
  if (product.units <= 0) {
    throw new ApiError(409, 'OUT_OF_STOCK', `${product.name} is out of stock${where}. Try another product.`);
  }
  if (product.units < quantity) {
    throw new ApiError(
      409,
      'OUT_OF_STOCK',
      `Only ${product.units} of ${product.name} left${where}. Choose ${product.units} or fewer.`,
    );
  }
}

/** A product line of the cart with its product as the cart's pincode sees it; an exchange line is refused. */
async function productLine(
  db: Queryable,
  cart: CartRow,
  lineId: string,
): Promise<{ line: ProductLineRow; product: OrderableProduct }> {
  const lines = await cartLines(db, cart.id);
  const line = lines.find(({ id }) => id === lineId);
  if (!line) throw notFound(LINE_GONE);
  if (line.kind !== 'product') {
    throw new ApiError(
      400,
      'INVALID_REQUEST',
      'An exchange goes with its product: change the product’s quantity, or remove the exchange.',
    );
  }
  return { line, product: await orderable(db, line.productId, cart.pincode) };
}

/** Adds a product, or adds to its line's quantity; the sum is held to the product's limit and its stock. */
export async function addProduct(
  db: Queryable,
  cart: CartRow,
  request: { productId: string; quantity: number; pincode: string | null },
): Promise<void> {
  const product = await orderable(db, request.productId, request.pincode);
  const inCart = (await cartLines(db, cart.id)).find(
    (line) => line.kind === 'product' && line.productId === product.productId,
  );
  const quantity = wholeQuantity(
    (inCart?.kind === 'product' ? inCart.quantity : 0) + request.quantity,
    product.limit,
  );
  await checkStock(db, product, quantity, request.pincode);
  await putProduct(db, cart.id, {
    productId: product.productId,
    quantity,
    unitPricePaise: product.pricePaise,
  });
}

/** Sets a product line's quantity; a rise is checked against the stock, and the price seen is renewed. */
export async function changeQuantity(
  db: Queryable,
  cart: CartRow,
  request: { lineId: string; quantity: number },
): Promise<void> {
  const { line, product } = await productLine(db, cart, request.lineId);
  const quantity = wholeQuantity(request.quantity, product.limit);
  if (quantity > line.quantity) await checkStock(db, product, quantity, cart.pincode);
  await putProduct(db, cart.id, {
    productId: product.productId,
    quantity,
    unitPricePaise: product.pricePaise,
  });
}

/** Puts an old product in exchange under a product line (replacing its exchange), valued by the server. */
export async function addExchange(
  db: Queryable,
  cart: CartRow,
  request: { parentId: string; exchange: ExchangeDetails },
): Promise<void> {
  const { line, product } = await productLine(db, cart, request.parentId);
  if (!product.exchangeEligible) {
    throw new ApiError(400, 'INVALID_EXCHANGE', `${product.name} does not take an old product in exchange.`);
  }
  await putExchange(db, cart.id, line.id, {
    ...request.exchange,
    valuePaise: exchangeValuePaise(request.exchange, product.pricePaise),
  });
}
