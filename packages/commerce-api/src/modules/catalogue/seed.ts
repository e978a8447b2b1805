import type { Queryable } from '../../db/database.ts';
import { contentFor } from './seed-content.ts';
import {
  colourNames,
  hubsNotCarrying,
  seedCategories,
  seedFamilies,
  seedHubs,
  stockExceptions,
} from './seed-data.ts';
import type { Colour, PictureKind, SeedCategory, SeedFamily } from './seed-data.ts';

export interface SeedProduct {
  productId: string;
  materialId: string;
  slug: string;
  name: string;
  variantLabel: string | null;
  family: SeedFamily;
  category: SeedCategory;
  topCategory: SeedCategory;
  picture: PictureKind;
  colour: Colour;
}

const HSN_CODES: Record<string, string> = { WP: '84212120', AP: '84213920', VC: '85081100' };
const MAX_QUANTITY: Record<string, number> = { WP: 2, AP: 3, VC: 3 };

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Where a picture of a kind of appliance in a colour is served from (storefront/public). */
export const picturePath = (kind: PictureKind, colour: Colour) => `/images/products/${kind}-${colour}.svg`;

function categoryById(id: string): SeedCategory {
  const category = seedCategories.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`Unknown category ${id}`);
  return category;
}

/** Every product of the demo catalogue: one per colour of each model. */
export const seedProducts: SeedProduct[] = seedFamilies.flatMap((family) => {
  const category = categoryById(family.categoryId);
  const topCategory = category.parentId ? categoryById(category.parentId) : category;
  const picture = category.picture;
  if (!picture) throw new Error(`${family.name} is not in a leaf category`);
  const choosesColour = family.colours.length > 1;
  return family.colours.map((colour, index) => {
    const variantLabel = choosesColour ? colourNames[colour] : null;
    const baseSlug = slugify(family.name.replace(/^Nirmal /, ''));
    return {
      productId: `NRM-${family.id}-${index + 1}`,
      materialId: String(4_100_000 + family.id * 10 + index),
      slug: variantLabel ? `${baseSlug}-${slugify(variantLabel)}` : baseSlug,
      name: variantLabel ? `${family.name}, ${variantLabel}` : family.name,
      variantLabel,
      family,
      category,
      topCategory,
      picture,
      colour,
    };
  });
});

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

async function seedProduct(db: Queryable, product: SeedProduct, now: Date): Promise<void> {
  const { family, category, topCategory } = product;
  const content = contentFor(family, topCategory.id);
  // The content is written with its product only: a product kept from an earlier seeding keeps its own.
  await db.query(
    `WITH product AS (
       INSERT INTO products (product_id, material_id, family_id, variant_label, slug, name, category_id, technology,
                             mrp, price, rating, rating_count, description, specs, images, hsn_code, max_quantity,
                             created_at, keywords)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
       ON CONFLICT DO NOTHING RETURNING product_id)
     INSERT INTO product_content (product_id, position, heading, body)
     SELECT product.product_id, section.position, section.heading, section.body
       FROM product, unnest($20::text[], $21::text[]) WITH ORDINALITY AS section (heading, body, position)`,
    [
      product.productId,
      product.materialId,
      `NRM-${family.id}`,
      product.variantLabel,
      product.slug,
      product.name,
      category.id,
      family.technology,
      family.mrp,
      family.price,
      family.rating,
      family.ratingCount,
      family.description,
      JSON.stringify(family.specs.map(([label, value]) => ({ label, value }))),
      [picturePath(product.picture, product.colour)],
      HSN_CODES[topCategory.id],
      MAX_QUANTITY[topCategory.id],
      new Date(now.getTime() - family.launchedDaysAgo * DAY_MS),
      `${category.name} ${topCategory.name}`.toLowerCase(),
      content.map(({ heading }) => heading),
      content.map(({ body }) => body),
    ],
  );
}

/** Adds the missing categories, products, hubs, pincodes and stock; present rows (and sold stock) stay. */
export async function seedCatalogue(db: Queryable, now: Date): Promise<void> {
  for (const category of seedCategories) {
    await db.query(
      'INSERT INTO categories (id, parent_id, slug, name, position) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [category.id, category.parentId, category.slug, category.name, category.position],
    );
  }
  for (const product of seedProducts) await seedProduct(db, product, now);
  for (const hub of seedHubs) {
    await db.query('INSERT INTO hubs (code, name, city) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      hub.code,
      hub.name,
      hub.city,
    ]);
    for (const served of hub.pincodes) {
      await db.query(
        `INSERT INTO hub_pincodes (pincode, hub_code, area, delivery_days, delivery_charge, installation_available,
                                   service_available)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
        [
          served.pincode,
          hub.code,
          served.area,
          served.deliveryDays,
          served.deliveryCharge,
          served.installation,
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
