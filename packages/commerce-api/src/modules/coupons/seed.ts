import type { Queryable } from '../../db/database.ts';
import { seedProducts } from '../../seed-data/products.ts';

// The demo coupons of docs/demo-journeys.md. Windows are counted from the first start, so they stay current.

const DAY = 86_400_000;

/** The material ids of demo products, from the demo catalogue the catalogue seeds. */
const materialIdsOf = (productIds: readonly string[]) =>
  seedProducts.filter(({ productId }) => productIds.includes(productId)).map(({ materialId }) => materialId);

interface SeedCoupon {
  code: string;
  title: string;
  description: string;
  terms: string[];
  discount: { percent: number; capPaise: number | null } | { amountPaise: number };
  minCartPaise: number;
  /** Days from the first start; negative is in the past. */
  validDays: [from: number, to: number];
  scope: { cart: true } | { productIds: string[] } | { categoryIds: string[] };
  perCustomerLimit: number | null;
  totalLimit: number | null;
  stackable: boolean;
  needsOtp: boolean;
  listed: boolean;
  customerId?: string;
}

const demoCoupons: SeedCoupon[] = [
  {
    code: 'FLAT500',
    title: '₹500 off orders of ₹10,000 or more',
    description: 'Take ₹500 off any cart of ₹10,000 or more.',
    terms: ['Cart value of ₹10,000 or more, before coupons.', 'Combines with other coupons.'],
    discount: { amountPaise: 50_000 },
    minCartPaise: 1_000_000,
    validDays: [-30, 365],
    scope: { cart: true },
    perCustomerLimit: null,
    totalLimit: null,
    stackable: true,
    needsOtp: false,
    listed: true,
  },
  {
    code: 'AIR10',
    title: '10% off air purifiers',
    description: '10% off one air purifier in your cart, up to ₹1,500.',
    terms: ['On one air purifier per order.', 'Saves at most ₹1,500.'],
    discount: { percent: 10, capPaise: 150_000 },
    minCartPaise: 0,
    validDays: [-30, 365],
    scope: { categoryIds: ['AP'] },
    perCustomerLimit: 2,
    totalLimit: null,
    stackable: true,
    needsOtp: false,
    listed: true,
  },
  {
    code: 'AQUA1000',
    title: '₹1,000 off the Nirmal Aqua RO',
    description: 'Take ₹1,000 off a Nirmal Aqua RO, in any colour.',
    terms: ['On one Nirmal Aqua RO per order.'],
    discount: { amountPaise: 100_000 },
    minCartPaise: 0,
    validDays: [-30, 365],
    scope: { productIds: ['NRM-101-1'] },
    perCustomerLimit: null,
    totalLimit: null,
    stackable: true,
    needsOtp: false,
    listed: true,
  },
  {
    code: 'PHONE750',
    title: '₹750 off a water purifier, sent to your phone',
    description: 'Take ₹750 off one water purifier. We send a coupon OTP to your registered mobile number.',
    terms: ['Sign in to use it: the coupon OTP goes to your registered number.', 'Once per customer.'],
    discount: { amountPaise: 75_000 },
    minCartPaise: 0,
    validDays: [-30, 365],
    scope: { categoryIds: ['WP'] },
    perCustomerLimit: 1,
    totalLimit: null,
    stackable: true,
    needsOtp: true,
    listed: true,
  },
  {
    code: 'SOLO15',
    title: '15% off, on its own',
    description: '15% off carts of ₹15,000 or more, up to ₹3,000. Cannot be combined with other coupons.',
    terms: [
      'Cart value of ₹15,000 or more.',
      'Saves at most ₹3,000.',
      'Cannot be combined with other coupons.',
    ],
    discount: { percent: 15, capPaise: 300_000 },
    minCartPaise: 1_500_000,
    validDays: [-30, 365],
    scope: { cart: true },
    perCustomerLimit: 1,
    totalLimit: null,
    stackable: false,
    needsOtp: false,
    listed: true,
  },
  {
    code: 'FIRSTONE',
    title: '₹2,000 off for the first customer only',
    description: 'Only one order in all may use it.',
    terms: ['One order in all.'],
    discount: { amountPaise: 200_000 },
    minCartPaise: 0,
    validDays: [-30, 365],
    scope: { cart: true },
    perCustomerLimit: null,
    totalLimit: 1,
    stackable: true,
    needsOtp: false,
    listed: false,
  },
  {
    code: 'MONSOON20',
    title: '20% off for the monsoon sale',
    description: 'The monsoon sale is over.',
    terms: ['During the monsoon sale only.'],
    discount: { percent: 20, capPaise: 400_000 },
    minCartPaise: 0,
    validDays: [-120, -30],
    scope: { cart: true },
    perCustomerLimit: null,
    totalLimit: null,
    stackable: true,
    needsOtp: false,
    listed: true,
  },
  {
    code: 'ASHA100',
    title: '₹100 off, just for you',
    description: 'A thank-you for Asha: ₹100 off any order.',
    terms: ['For this account only.'],
    discount: { amountPaise: 10_000 },
    minCartPaise: 0,
    validDays: [-30, 365],
    scope: { cart: true },
    perCustomerLimit: 1,
    totalLimit: null,
    stackable: true,
    needsOtp: false,
    listed: true,
    customerId: 'CUS1000001',
  },
];

/** Adds the demo coupons that are missing; ones present (and their windows) are left alone. */
export async function seedCoupons(tx: Queryable, now: Date): Promise<void> {
  for (const coupon of demoCoupons) {
    const id = `CPN_${coupon.code}`;
    const [from, to] = coupon.validDays;
    const added = await tx.query(
      `INSERT INTO coupons (id, code, title, description, terms, kind, percent, amount_paise, cap_paise,
                            min_cart_paise, valid_from, valid_to, scope, per_customer_limit, total_limit,
                            stackable, needs_otp, listed, customer_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        id,
        coupon.code,
        coupon.title,
        coupon.description,
        coupon.terms,
        'percent' in coupon.discount ? 'percent' : 'flat',
        'percent' in coupon.discount ? coupon.discount.percent : null,
        'amountPaise' in coupon.discount ? coupon.discount.amountPaise : null,
        'capPaise' in coupon.discount ? coupon.discount.capPaise : null,
        coupon.minCartPaise,
        new Date(now.getTime() + from * DAY),
        new Date(now.getTime() + to * DAY),
        'cart' in coupon.scope ? 'cart' : 'productIds' in coupon.scope ? 'products' : 'categories',
        coupon.perCustomerLimit,
        coupon.totalLimit,
        coupon.stackable,
        coupon.needsOtp,
        coupon.listed,
        coupon.customerId ?? null,
        now,
      ],
    );
    if (added.length === 0) continue;
    if ('productIds' in coupon.scope) {
      await tx.query('INSERT INTO coupon_products (coupon_id, material_id) SELECT $1, unnest($2::text[])', [
        id,
        materialIdsOf(coupon.scope.productIds),
      ]);
    }
    if ('categoryIds' in coupon.scope) {
      await tx.query('INSERT INTO coupon_categories (coupon_id, category_id) SELECT $1, unnest($2::text[])', [
        id,
        coupon.scope.categoryIds,
      ]);
    }
  }
}
