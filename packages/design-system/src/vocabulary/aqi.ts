// India's National Air Quality Index bands (CPCB): the words and codes the AQI bar and widget
// show. The design system imports nothing of ours, so these are its own vocabulary.

import { everyOf } from './everyOf.ts';

export const aqiCategories = everyOf<AqiCategory>()([
  'GOOD',
  'SATISFACTORY',
  'MODERATE',
  'POOR',
  'VERY_POOR',
  'SEVERE',
]);
/** A CPCB air-quality category code. */
export type AqiCategory = 'GOOD' | 'SATISFACTORY' | 'MODERATE' | 'POOR' | 'VERY_POOR' | 'SEVERE';

/** The highest AQI of each band, in the order of `aqiCategories`. */
export const aqiUpperBounds: Record<AqiCategory, number> = {
  GOOD: 50,
  SATISFACTORY: 100,
  MODERATE: 200,
  POOR: 300,
  VERY_POOR: 400,
  SEVERE: 500,
};

/** How a category is named to a customer. */
export const aqiCategoryLabels: Record<AqiCategory, string> = {
  GOOD: 'Good',
  SATISFACTORY: 'Satisfactory',
  MODERATE: 'Moderate',
  POOR: 'Poor',
  VERY_POOR: 'Very Poor',
  SEVERE: 'Severe',
};

/** CPCB's likely health impact of each category. */
export const aqiDescriptions: Record<AqiCategory, string> = {
  GOOD: 'Minimal impact on health.',
  SATISFACTORY: 'Minor breathing discomfort to sensitive people.',
  MODERATE: 'Breathing discomfort to people with lung disease, asthma or heart disease.',
  POOR: 'Breathing discomfort to most people on prolonged exposure.',
  VERY_POOR: 'Respiratory illness on prolonged exposure.',
  SEVERE: 'Affects healthy people and seriously impacts those with existing diseases.',
};

/**
 * The CPCB category of an AQI value: Good 0-50, Satisfactory 51-100, Moderate 101-200, Poor
 * 201-300, Very Poor 301-400, Severe 401-500 (and above). Fractions round to the nearest whole
 * AQI; negative values count as 0. `undefined` for a value that is not a number.
 */
export function aqiCategory(value: number): AqiCategory | undefined {
  if (!Number.isFinite(value)) return undefined;
  const aqi = Math.max(0, Math.round(value));
  return aqiCategories.find((category) => aqi <= aqiUpperBounds[category]) ?? 'SEVERE';
}
