import type { Queryable } from '../../db/database.ts';
import { contentFor } from './seed-content.ts';
import {
  colours,
  hubsNotCarrying,
  seedCategories,
  seedHubs,
  stockExceptions,
} from '../../seed-data/catalogue.ts';
import { picturePath, productKinds, seedProducts } from '../../seed-data/products.ts';
import type { SeedProduct } from '../../seed-data/products.ts';

const WARRANTY_MONTHS = 12;
const HIGHLIGHTS = 3;

/** The heading a specification is shown under on a product page. */
const specificationGroups: Record<string, string> = {
  Storage: 'Capacity',
  Capacity: 'Capacity',
  'Room size': 'Capacity',
  'Dust bin': 'Capacity',
  Purification: 'Purification',
  Filter: 'Purification',
  'Input TDS': 'Purification',
  'Clean air delivery': 'Performance',
  Suction: 'Performance',
  Flow: 'Performance',
};

const paise = (rupees: number) => rupees * 100;

/** A comfortable shelf, different per hub and product but the same on every seeding (6 to 45). */
function usualQuantity(hubCode: string, materialId: string): number {
  let hash = 0;
  for (const character of hubCode + materialId) hash = (hash * 31 + character.charCodeAt(0)) % 1_000_003;
  return 6 + (hash % 40);
}

function seededQuantity(hubCode: string, product: SeedProduct): number | null {
  if (hubsNotCarrying[product.category.id]?.includes(hubCode)) return null;
  const exception = stockExceptions.find(
    ({ slug, hubs }) => slug === product.slug && (hubs === 'all' || hubs.includes(hubCode)),
  );
  return exception ? exception.quantity : usualQuantity(hubCode, product.materialId);
}

const DAY_MS = 86_400_000;

/**
 * `$n` for a column, read as text first where the column is jsonb: PostgreSQL's driver would
 * otherwise encode the already-encoded JSON a second time (a string, not an array).
 */
const placeholder = (name: string, index: number) =>
  name === 'specs' ? `$${index + 1}::text::jsonb` : `$${index + 1}`;

async function seedProduct(db: Queryable, product: SeedProduct, now: Date): Promise<void> {
  const { family, category, topCategory } = product;
  const content = contentFor(family, topCategory.id);
  const kind = productKinds[topCategory.id];
  if (!kind) throw new Error(`No product type for the category ${topCategory.id}`);
  const columns = {
    product_id: product.productId,
    material_id: product.materialId,
    family_id: `NRM-${family.id}`,
    colour_name: colours[product.colour].name,
    colour_hex: colours[product.colour].hex,
    slug: product.slug,
    name: product.name,
    category_id: category.id,
    product_type: kind.productType,
    technology: family.technology,
    mrp_paise: paise(family.mrp),
    price_paise: paise(family.price),
    rating: family.rating,
    rating_count: family.ratingCount,
    description: family.description,
    highlights: family.specs.slice(0, HIGHLIGHTS).map(([label, value]) => `${label}: ${value}`),
    specs: JSON.stringify(
      family.specs.map(([label, value]) => ({
        group: specificationGroups[label] ?? 'General',
        label,
        value,
      })),
    ),
    images: [picturePath(product.picture, product.colour)],
    hsn_code: kind.hsnCode,
    max_quantity: kind.maxQuantity,
    warranty_months: WARRANTY_MONTHS,
    exchange_eligible: kind.exchangeEligible,
    free_installation: kind.freeInstallation,
    genuine_parts: kind.genuineParts,
    created_at: new Date(now.getTime() - family.launchedDaysAgo * DAY_MS),
    keywords: `${category.name} ${topCategory.name}`.toLowerCase(),
  };
  const names = Object.keys(columns);
  const values = Object.values(columns);
  // The content is written with its product only: a product kept from an earlier seeding keeps its own.
  await db.query(
    `WITH product AS (
       INSERT INTO products (${names.join(', ')}) VALUES (${names.map(placeholder).join(', ')})
       ON CONFLICT DO NOTHING RETURNING product_id)
     INSERT INTO product_content (product_id, position, heading, body)
     SELECT product.product_id, section.position, section.heading, section.body
       FROM product, unnest($${values.length + 1}::text[], $${values.length + 2}::text[])
                     WITH ORDINALITY AS section (heading, body, position)`,
    [...values, content.map(({ heading }) => heading), content.map(({ body }) => body)],
  );
}

/** Adds the missing categories, products, hubs, pincodes and stock; present rows (and sold stock) stay. */
export async function seedCatalogue(db: Queryable, now: Date): Promise<void> {
  for (const category of seedCategories) {
    await db.query(
      `INSERT INTO categories (id, parent_id, slug, name, description, position) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING`,
      [
        category.id,
        category.parentId,
        category.slug,
        category.name,
        category.description ?? null,
        category.position,
      ],
    );
  }
  for (const product of seedProducts) await seedProduct(db, product, now);
  for (const hub of seedHubs) {
    await db.query(
      'INSERT INTO hubs (code, name, city, state) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [hub.code, hub.name, hub.city, hub.state],
    );
    for (const served of hub.pincodes) {
      await db.query(
        `INSERT INTO hub_pincodes (pincode, hub_code, area, delivery_days, delivery_charge_paise,
                                   installation_available, installation_charge_paise, service_available)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [
          served.pincode,
          hub.code,
          served.area,
          served.deliveryDays,
          paise(served.deliveryCharge),
          served.installation,
          paise(served.installationCharge),
          served.service,
        ],
      );
    }
    const stocked = seedProducts.flatMap((product) => {
      const quantity = seededQuantity(hub.code, product);
      return quantity === null ? [] : [{ materialId: product.materialId, quantity }];
    });
    await db.query(
      `INSERT INTO inventory (hub_code, material_id, quantity)
       SELECT $1, material_id, quantity FROM unnest($2::text[], $3::int[]) AS stock (material_id, quantity)
       ON CONFLICT DO NOTHING`,
      [hub.code, stocked.map(({ materialId }) => materialId), stocked.map(({ quantity }) => quantity)],
    );
  }
  await db.exec('REFRESH MATERIALIZED VIEW search_terms');
}
