import { TIERS } from '@nirmal/domain/contract';
import type { Technology, Tier } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';

// Nirmal's AMC plans as sold in India, GST included. They agree with the AMC terms page (content
// module, seed-pages.ts): Base charges every part; Silver takes 10% off them; Gold adds the
// filters; Platinum the electrical parts; Comprehensive every part, the RO membrane too.

interface SeedTier {
  tier: Tier;
  rupees: Record<Technology, number>;
  preventiveVisits: number;
  breakdownVisits: number | null;
  filterSets: number;
  highlights: (technology: Technology) => string[];
}

const electrical = (technology: Technology) =>
  technology === 'RO' ? 'pump, adapter, solenoid valve and UV lamp' : 'UV lamp, adapter and solenoid valve';

export const seedTiers: SeedTier[] = [
  {
    tier: 'VALUE',
    rupees: { UV: 1_499, RO: 1_999 },
    preventiveVisits: 2,
    breakdownVisits: 2,
    filterSets: 0,
    highlights: () => [
      '2 preventive service visits a year',
      '2 breakdown visits with free labour',
      'Breakdown visits within 48 hours',
      'Spare parts are charged',
    ],
  },
  {
    tier: 'SILVER',
    rupees: { UV: 2_299, RO: 2_999 },
    preventiveVisits: 3,
    breakdownVisits: 2,
    filterSets: 0,
    highlights: (technology) => [
      '3 preventive service visits a year',
      '10% off every spare part',
      technology === 'RO'
        ? 'TDS and water-quality check at every visit'
        : 'Water-quality check at every visit',
      '2 breakdown visits with free labour',
    ],
  },
  {
    tier: 'GOLD',
    rupees: { UV: 2_999, RO: 3_799 },
    preventiveVisits: 3,
    breakdownVisits: 2,
    filterSets: 1,
    highlights: () => [
      'Sediment and carbon filters replaced free',
      '3 preventive service visits a year',
      'Breakdown visits within 24 hours',
      '10% off other spare parts',
    ],
  },
  {
    tier: 'PLATINUM',
    rupees: { UV: 3_799, RO: 4_799 },
    preventiveVisits: 3,
    breakdownVisits: 2,
    filterSets: 1,
    highlights: (technology) => [
      'Everything in Gold',
      `The ${electrical(technology)} replaced free`,
      'Breakdown visits within 24 hours',
    ],
  },
  {
    tier: 'COMP',
    rupees: { UV: 4_999, RO: 5_999 },
    preventiveVisits: 3,
    breakdownVisits: null,
    filterSets: 1,
    highlights: (technology) => [
      technology === 'RO' ? 'Every part replaced free, the RO membrane too' : 'Every part replaced free',
      'Unlimited breakdown visits within 12 hours',
      '3 preventive service visits a year',
      'Filters and electrical parts included',
    ],
  },
];

/** The tier most customers are best served by: it pays for itself in filters and visits. */
export const RECOMMENDED_TIER: Tier = 'GOLD';

/** Percent off the one-year price times the years. */
export const seedDurations: Record<number, number> = { 1: 0, 2: 8, 3: 12, 4: 15, 5: 18 };

/** Without a plan: a technician's visit (labour) and a set of sediment and carbon filters. */
export const seedNoPlanCharges: Record<Technology, { visitPaise: number; filterSetPaise: number }> = {
  UV: { visitPaise: 499_00, filterSetPaise: 1_400_00 },
  RO: { visitPaise: 599_00, filterSetPaise: 1_800_00 },
};

type Values = [boolean | string, boolean | string, boolean | string, boolean | string, boolean | string];

function benefitRows(technology: Technology): { id: string; label: string; values: Values }[] {
  const rows: { id: string; label: string; values: Values }[] = [
    {
      id: 'preventive_visits',
      label: 'Preventive service visits a year',
      values: ['2', '3', '3', '3', '3'],
    },
    { id: 'breakdown_visits', label: 'Breakdown visits a year', values: ['2', '2', '2', '2', 'Unlimited'] },
    {
      id: 'response_time',
      label: 'A breakdown visit within',
      values: ['48 hours', '48 hours', '24 hours', '24 hours', '12 hours'],
    },
    { id: 'labour', label: 'Labour on repairs', values: [true, true, true, true, true] },
    {
      id: 'water_quality',
      label:
        technology === 'RO'
          ? 'TDS and water-quality check at every visit'
          : 'Water-quality check at every visit',
      values: [false, true, true, true, true],
    },
    {
      id: 'filters',
      label: 'Sediment and carbon filters (candles) replaced',
      values: [false, false, true, true, true],
    },
    {
      id: 'electrical_parts',
      label: `Electrical parts (${electrical(technology)}) replaced`,
      values: [false, false, false, true, true],
    },
  ];
  if (technology === 'RO') {
    rows.push({
      id: 'ro_membrane',
      label: 'RO membrane replaced',
      values: [false, false, false, false, true],
    });
  }
  rows.push({
    id: 'spare_parts',
    label: 'Other spare parts',
    values: ['Charged', '10% off', '10% off', '10% off', 'Free'],
  });
  return rows;
}

const TECHNOLOGIES: Technology[] = ['UV', 'RO'];

/** Adds the plans that are missing; prices and benefits present are left as they are. */
export async function seedPlans(db: Queryable): Promise<void> {
  for (const technology of TECHNOLOGIES) {
    let position = 0;
    for (const tier of seedTiers) {
      position += 1;
      await db.query(
        `INSERT INTO plan_tiers (technology, tier, position, price_per_year_paise, preventive_visits, breakdown_visits,
                                 filter_sets, highlights, recommended)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
        [
          technology,
          tier.tier,
          position,
          tier.rupees[technology] * 100,
          tier.preventiveVisits,
          tier.breakdownVisits,
          tier.filterSets,
          tier.highlights(technology),
          tier.tier === RECOMMENDED_TIER,
        ],
      );
    }
    position = 0;
    for (const row of benefitRows(technology)) {
      position += 1;
      await db.query(
        `INSERT INTO plan_benefits (technology, id, position, label, tier_values)
         VALUES ($1, $2, $3, $4, $5::text::jsonb) ON CONFLICT DO NOTHING`,
        [
          technology,
          row.id,
          position,
          row.label,
          JSON.stringify(Object.fromEntries(TIERS.map((tier, index) => [tier, row.values[index]]))),
        ],
      );
    }
    const charges = seedNoPlanCharges[technology];
    await db.query(
      `INSERT INTO no_plan_charges (technology, visit_paise, filter_set_paise) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [technology, charges.visitPaise, charges.filterSetPaise],
    );
  }
  for (const [years, percent] of Object.entries(seedDurations)) {
    await db.query(
      'INSERT INTO plan_durations (years, discount_percent) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [Number(years), percent],
    );
  }
}
