import { addDays, addYears, indianDay } from '@nirmal/domain/contract';
import { tierLabels } from '@nirmal/format';
import type { Queryable } from '../../db/database.ts';
import { seedAddresses } from '../../seed-data/addresses.ts';
import { picturePath, productKinds, seedProducts } from '../../seed-data/products.ts';
import { PLAN_SAC } from './invoice.ts';
import { NO_PAYMENT_EFFECTS, advanceFulfilment, recordPayment } from './lifecycle.ts';
import { insertOrder } from './queries.ts';
import type { NewOrder } from './queries.ts';

/** Store assistants' codes a demo checkout may use. */
export const seedAssistantCodes = [
  { code: 'NA1001', name: 'Priya S', store: 'Nirmal Experience Centre, Koramangala', active: true },
  { code: 'NA1002', name: 'Imran K', store: 'Nirmal Experience Centre, Andheri West', active: true },
  { code: 'NA2001', name: 'Deepa R', store: 'Nirmal Store, Anna Nagar', active: true },
  { code: 'NA9999', name: 'Former assistant', store: 'Nirmal Store, Fort', active: false },
];

const DAY = 86_400_000;
const [ASHA_ADDRESS, ROHAN_ADDRESS] = seedAddresses;
const snapshot = ({ id: _id, customerId: _customer, ...address }: (typeof seedAddresses)[number]) => ({
  ...address,
  latitude: null,
  longitude: null,
});

interface SeedPlanOrder {
  id: string;
  customerId: string;
  address: (typeof seedAddresses)[number];
  /** Days from the seeding day (India's) to the last day of the one-year plan it bought. */
  endsInDays: number;
  tier: 'GOLD' | 'PLATINUM';
  assetId: string;
  deviceName: string;
  pricePaise: number;
}

/**
 * Paid AMC plan orders of the demo customers (/subscription/order/history): the one-year plans the
 * assets seed shows on those devices (same tier and end day), bought on the day each started at
 * the plans' prices (Gold RO ₹3,799, Platinum RO ₹4,799, Gold UV ₹2,999).
 */
const planOrders: SeedPlanOrder[] = [
  {
    id: 'OD90000000000001',
    customerId: 'CUS1000001',
    address: ASHA_ADDRESS,
    endsInDays: 214,
    tier: 'GOLD',
    assetId: 'AST-100101',
    deviceName: 'Nirmal Aqua RO+UV',
    pricePaise: 3_799_00,
  },
  {
    id: 'OD90000000000002',
    customerId: 'CUS1000001',
    address: ASHA_ADDRESS,
    endsInDays: 330,
    tier: 'PLATINUM',
    assetId: 'AST-100104',
    deviceName: 'Nirmal Aqua Supreme RO+UV+UF',
    pricePaise: 4_799_00,
  },
  {
    id: 'OD90000000000003',
    customerId: 'CUS1000002',
    address: ROHAN_ADDRESS,
    endsInDays: 180,
    tier: 'GOLD',
    assetId: 'AST-200201',
    deviceName: 'Nirmal Pure UV',
    pricePaise: 2_999_00,
  },
];

/** The plan's term, and the moment it was bought: 10:30 in India on its first day. */
function planOrderTerm(plan: SeedPlanOrder, now: Date) {
  const endDate = addDays(indianDay(now), plan.endsInDays);
  const startDate = addDays(addYears(endDate, -1), 1);
  return { startDate, endDate, placedAt: new Date(`${startDate}T05:00:00Z`) };
}

async function seedPlanOrder(tx: Queryable, plan: SeedPlanOrder, now: Date): Promise<void> {
  const { startDate, endDate, placedAt } = planOrderTerm(plan, now);
  const order: NewOrder = {
    id: plan.id,
    customerId: plan.customerId,
    kind: 'plan',
    mrpPaise: plan.pricePaise,
    pricePaise: plan.pricePaise,
    couponDiscountPaise: 0,
    exchangeValuePaise: 0,
    promotionDiscountPaise: 0,
    deliveryChargePaise: 0,
    amountPaise: plan.pricePaise,
    discounts: [],
    address: snapshot(plan.address),
    addressId: plan.address.id,
    hubCode: null,
    provider: 'RAZORPAY',
    promotion: null,
    assistantCode: null,
    idempotencyKey: null,
    priceVersion: 'seed',
    holdExpiresAt: null,
    placedAt,
    lines: [
      {
        productId: null,
        materialId: `AMC-${plan.tier}-12`,
        name: `${tierLabels[plan.tier]} AMC, 1 year, for ${plan.deviceName}`,
        imageUrl: null,
        hsnCode: PLAN_SAC,
        quantity: 1,
        unitMrpPaise: plan.pricePaise,
        unitPricePaise: plan.pricePaise,
        linePricePaise: plan.pricePaise,
        couponCode: null,
        couponSavingPaise: 0,
        exchange: null,
        exchangeValuePaise: 0,
        planTier: plan.tier,
        planAssetId: plan.assetId,
        planMonths: 12,
        planDeviceName: plan.deviceName,
        planStartDate: startDate,
        planEndDate: endDate,
      },
    ],
  };
  await insertOrder(tx, order);
  // The devices' plans are the assets seed's: only the order's own state is written here.
  await recordPayment(
    tx,
    {
      orderId: plan.id,
      amountPaise: plan.pricePaise,
      provider: 'RAZORPAY',
      providerPaymentId: `pay_seed${plan.id.slice(-4)}`,
      now: new Date(placedAt.getTime() + 60_000),
    },
    NO_PAYMENT_EFFECTS,
  );
}

const DELIVERED_ORDER = 'OD90000000000004';
const DELIVERED_DAYS_AGO = 62;

/** A demo product as an order line copies it, from the demo catalogue the catalogue seeds. */
function orderedSeedProduct(productId: string) {
  const seeded = seedProducts.find((candidate) => candidate.productId === productId);
  const kind = seeded && productKinds[seeded.topCategory.id];
  if (!seeded || !kind) throw new Error(`No demo product ${productId}`);
  return {
    productId,
    materialId: seeded.materialId,
    name: seeded.name,
    imageUrl: picturePath(seeded.picture, seeded.colour),
    hsnCode: kind.hsnCode,
    mrpPaise: seeded.family.mrp * 100,
    pricePaise: seeded.family.price * 100,
  };
}

/** A delivered product order of Asha's, so her orders page has one. */
async function seedDeliveredOrder(tx: Queryable, now: Date): Promise<void> {
  const product = orderedSeedProduct('NRM-211-1');
  const placedAt = new Date(now.getTime() - DELIVERED_DAYS_AGO * DAY);
  const id = DELIVERED_ORDER;
  await insertOrder(tx, {
    id,
    customerId: 'CUS1000001',
    kind: 'product',
    mrpPaise: product.mrpPaise,
    pricePaise: product.pricePaise,
    couponDiscountPaise: 0,
    exchangeValuePaise: 0,
    promotionDiscountPaise: 0,
    deliveryChargePaise: 0,
    amountPaise: product.pricePaise,
    discounts:
      product.mrpPaise > product.pricePaise
        ? [{ kind: 'product', label: 'Discount on MRP', amountPaise: product.mrpPaise - product.pricePaise }]
        : [],
    address: snapshot(ASHA_ADDRESS),
    addressId: ASHA_ADDRESS.id,
    hubCode: 'BLR-05',
    provider: 'PAYU',
    promotion: null,
    assistantCode: null,
    idempotencyKey: null,
    priceVersion: 'seed',
    holdExpiresAt: null,
    placedAt,
    lines: [
      {
        ...product,
        quantity: 1,
        unitMrpPaise: product.mrpPaise,
        unitPricePaise: product.pricePaise,
        linePricePaise: product.pricePaise,
        couponCode: null,
        couponSavingPaise: 0,
        exchange: null,
        exchangeValuePaise: 0,
        planTier: null,
        planAssetId: null,
        planMonths: null,
        planDeviceName: null,
        planStartDate: null,
        planEndDate: null,
      },
    ],
  });
  const at = (days: number) => new Date(placedAt.getTime() + days * DAY);
  await recordPayment(
    tx,
    {
      orderId: id,
      amountPaise: product.pricePaise,
      provider: 'PAYU',
      providerPaymentId: 'payu_seed0004',
      now: at(0.01),
    },
    NO_PAYMENT_EFFECTS,
  );
  await advanceFulfilment(tx, id, 'packed', at(1));
  await advanceFulfilment(tx, id, 'shipped', at(1.5));
  await advanceFulfilment(tx, id, 'delivered', at(3));
}

export async function seedOrders(tx: Queryable, now: Date): Promise<void> {
  for (const assistant of seedAssistantCodes) {
    await tx.query(
      'INSERT INTO assistant_codes (code, name, store, active) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [assistant.code, assistant.name, assistant.store, assistant.active],
    );
  }
  const present = new Set(
    (await tx.query<{ id: string }>("SELECT id FROM orders WHERE id LIKE 'OD9000000000000%'")).map(
      ({ id }) => id,
    ),
  );
  // Oldest first, so invoice serials follow the order they were paid in.
  const missing = [
    ...planOrders.map((plan) => ({
      id: plan.id,
      daysAgo: (now.getTime() - planOrderTerm(plan, now).placedAt.getTime()) / DAY,
      write: () => seedPlanOrder(tx, plan, now),
    })),
    { id: DELIVERED_ORDER, daysAgo: DELIVERED_DAYS_AGO, write: () => seedDeliveredOrder(tx, now) },
  ].filter((order) => !present.has(order.id));
  missing.sort((a, b) => b.daysAgo - a.daysAgo);
  for (const order of missing) await order.write();
}
