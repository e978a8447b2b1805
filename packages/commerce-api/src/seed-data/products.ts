import { colours, seedCategories, seedFamilies } from './catalogue.ts';
import type { Colour, PictureKind, SeedCategory, SeedFamily } from './catalogue.ts';

// The demo catalogue's products as every area that seeds from them reads them (the catalogue writes
// them; coupons and orders name them): one per colour of each model, with stable ids.

export interface SeedProduct {
  productId: string;
  materialId: string;
  slug: string;
  name: string;
  family: SeedFamily;
  category: SeedCategory;
  topCategory: SeedCategory;
  picture: PictureKind;
  colour: Colour;
}

/**
 * What each top category's products are, and what goes with them: a water purifier is installed
 * free by our technician; the purifiers are serviced with genuine parts (filters, membranes).
 */
export const productKinds: Record<
  string,
  {
    productType: string;
    hsnCode: string;
    maxQuantity: number;
    exchangeEligible: boolean;
    freeInstallation: boolean;
    genuineParts: boolean;
  }
> = {
  WP: {
    productType: 'WATER_PURIFIER',
    hsnCode: '84212120',
    maxQuantity: 2,
    exchangeEligible: true,
    freeInstallation: true,
    genuineParts: true,
  },
  AP: {
    productType: 'AIR_PURIFIER',
    hsnCode: '84213920',
    maxQuantity: 3,
    exchangeEligible: true,
    freeInstallation: false,
    genuineParts: true,
  },
  VC: {
    productType: 'VACUUM_CLEANER',
    hsnCode: '85081100',
    maxQuantity: 3,
    exchangeEligible: false,
    freeInstallation: false,
    genuineParts: false,
  },
};
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
    const colourName = colours[colour].name;
    const baseSlug = slugify(family.name.replace(/^Nirmal /, ''));
    return {
      productId: `NRM-${family.id}-${index + 1}`,
      materialId: String(4_100_000 + family.id * 10 + index),
      slug: choosesColour ? `${baseSlug}-${slugify(colourName)}` : baseSlug,
      name: choosesColour ? `${family.name}, ${colourName}` : family.name,
      family,
      category,
      topCategory,
      picture,
      colour,
    };
  });
});
