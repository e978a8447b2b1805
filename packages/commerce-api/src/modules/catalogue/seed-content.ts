import type { SeedFamily } from '../../seed-data/catalogue.ts';

export interface ContentSection {
  heading: string;
  body: string;
}

const howItWorks: Record<NonNullable<SeedFamily['technology']>, string> = {
  RO: 'Reverse osmosis pushes water through a membrane with pores a ten-thousandth of a micron wide, leaving dissolved salts, heavy metals and germs behind.',
  UV: 'An ultraviolet lamp shines through the water as it flows, so bacteria, viruses and cysts cannot multiply. Nothing is added and no water is wasted.',
  'RO+UV':
    'Reverse osmosis first removes dissolved salts and heavy metals; an ultraviolet lamp then makes sure no germ survives in the purified water.',
  'RO+UV+UF':
    'Reverse osmosis removes dissolved salts, ultraviolet light disables germs and an ultrafiltration membrane holds back what is left, even dead cysts.',
  'UV+UF':
    'Ultraviolet light disables germs and an ultrafiltration membrane holds back cysts and fine particles, without wasting water.',
  HEPA: 'A pre-filter catches hair and dust, a HEPA filter traps 99.97% of particles down to 0.3 micron, including PM2.5 and pollen, and activated carbon takes up odours.',
};

const byTopCategory: Record<string, { inTheBox: string; care: string; howItWorks?: string }> = {
  WP: {
    inTheBox: 'The purifier, a wall-mounting kit, an inlet valve and pipe, and the user manual.',
    care: 'A Nirmal technician installs it free of charge, usually the day after delivery. It carries a one-year warranty, and AMC plans cover filters and visits after that.',
  },
  AP: {
    inTheBox: 'The purifier with its filters fitted, a power adapter and the user manual.',
    care: 'No installation is needed: take the filters out of their wrapping and switch it on. It carries a one-year warranty; replacement filters are sold separately.',
  },
  VC: {
    inTheBox:
      'The vacuum cleaner, its nozzles and attachments, a charger or power cable, and the user manual.',
    care: 'A Nirmal expert can show you around it at home on request. It carries a one-year warranty on the machine and six months on the battery.',
    howItWorks:
      'A brushless motor creates strong suction while a sealed filter keeps fine dust inside the bin, not in the air you breathe.',
  },
};

/** A product page's story: its own pitch, then how its kind of appliance works and is looked after. */
export function contentFor(family: SeedFamily, topCategoryId: string): ContentSection[] {
  const category = byTopCategory[topCategoryId];
  if (!category) throw new Error(`No content for the category ${topCategoryId}`);
  const technologyText = family.technology ? howItWorks[family.technology] : category.howItWorks;
  return [
    // The pitch alone: the highlights and the specification tables already state every spec.
    { heading: 'Why you will like it', body: family.description },
    ...(technologyText ? [{ heading: 'How it works', body: technologyText }] : []),
    { heading: 'In the box', body: category.inTheBox },
    { heading: 'Installation, warranty and service', body: category.care },
  ];
}
