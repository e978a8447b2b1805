// Illustrative AMC plans for an RO purifier, shared by the PlanCard, PlanComparison and
// DurationPicker stories so that every tier reads the same everywhere: what each tier really
// includes, its price a year (GST included) and the multi-year prices with their savings.
import type { AmcTier, DurationOption, PlanBenefitRow } from '@nirmal/design-system';

/** One year of each tier on an RO purifier, in rupees. */
export const roPricePerYear = {
  VALUE: 1999,
  SILVER: 2999,
  GOLD: 3799,
  PLATINUM: 4799,
  COMP: 5999,
} as const satisfies Record<AmcTier, number>;

/** What a card shows of each tier: three to five benefits, the ones that differ first. */
export const tierBenefits = {
  VALUE: ['2 preventive visits a year', 'Repairs with no labour charge', 'Spare parts charged'],
  SILVER: [
    '3 preventive visits a year',
    'Repairs with no labour charge',
    'Pre-filter replaced free',
    'Other spare parts charged',
  ],
  GOLD: [
    '3 preventive visits a year',
    'Repairs with no labour charge',
    'All filters and candles replaced free',
    'Electrical parts covered',
  ],
  PLATINUM: [
    '4 preventive visits a year',
    'All filters replaced free',
    'All parts covered except the RO membrane',
    'Visit within 24 hours',
  ],
  COMP: [
    '4 preventive visits a year',
    'All filters replaced free',
    'All parts covered, RO membrane included',
    'Visit within 24 hours',
  ],
} as const satisfies Record<AmcTier, readonly string[]>;

/** The same benefits as rows of a comparison, from what every tier has to what only one has. */
export const benefitRows: PlanBenefitRow[] = [
  {
    id: 'visits',
    label: 'Preventive visits',
    values: {
      VALUE: '2 a year',
      SILVER: '3 a year',
      GOLD: '3 a year',
      PLATINUM: '4 a year',
      COMP: '4 a year',
    },
  },
  {
    id: 'labour',
    label: 'Repairs with no labour charge',
    values: { VALUE: true, SILVER: true, GOLD: true, PLATINUM: true, COMP: true },
  },
  { id: 'pre-filter', label: 'Pre-filter', values: { SILVER: true, GOLD: true, PLATINUM: true, COMP: true } },
  { id: 'filters', label: 'All filters and candles', values: { GOLD: true, PLATINUM: true, COMP: true } },
  { id: 'electrical', label: 'Electrical parts', values: { GOLD: true, PLATINUM: true, COMP: true } },
  { id: 'parts', label: 'Other spare parts', values: { PLATINUM: true, COMP: true } },
  { id: 'membrane', label: 'RO membrane', values: { COMP: true } },
  { id: 'response', label: 'Visit within 24 hours', values: { PLATINUM: true, COMP: true } },
];

/** The whole term's price by years, in rupees: longer terms cost less a year. */
export const roTermPrices = {
  VALUE: { 1: 1999, 2: 3799, 3: 5499, 4: 7199, 5: 8799 },
  SILVER: { 1: 2999, 2: 5699, 3: 8299, 4: 10799, 5: 13199 },
  GOLD: { 1: 3799, 2: 7199, 3: 10499, 4: 13599, 5: 16499 },
  PLATINUM: { 1: 4799, 2: 9099, 3: 13299, 4: 17299, 5: 21099 },
  COMP: { 1: 5999, 2: 11399, 3: 16699, 4: 21799, 5: 26699 },
} as const satisfies Record<AmcTier, Record<1 | 2 | 3 | 4 | 5, number>>;

/** A plan bought today starts on this day; a term of n years covers until the day before. */
const endDates = { 1: '2027-11-26', 2: '2028-11-26', 3: '2029-11-26', 4: '2030-11-26', 5: '2031-11-26' };

/** A tier's durations as the server prices them: total, per year, saving and last covered day. */
export function durationOptions(tier: AmcTier): DurationOption[] {
  return ([1, 2, 3, 4, 5] as const).map((years) => {
    const price = roTermPrices[tier][years];
    return {
      years,
      price,
      perYear: Math.round(price / years),
      saving: roPricePerYear[tier] * years - price,
      endDate: endDates[years],
    };
  });
}
