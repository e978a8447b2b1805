import { theme } from '../../theme/theme.ts';
import { aqiCategories, type AqiCategory } from '../../vocabulary/aqi.ts';

/** The colour tokens of each AQI category. */
export const aqiTokens: Record<AqiCategory, (typeof theme.color.aqi)['good']> = {
  GOOD: theme.color.aqi.good,
  SATISFACTORY: theme.color.aqi.satisfactory,
  MODERATE: theme.color.aqi.moderate,
  POOR: theme.color.aqi.poor,
  VERY_POOR: theme.color.aqi.veryPoor,
  SEVERE: theme.color.aqi.severe,
};

/**
 * `<selector>[data-category='GOOD'] { --aqi-surface; --aqi-text; --aqi-accent }` for every
 * category, built once; parts read the three custom properties.
 */
export const aqiCategoryRules = (selector: string) =>
  aqiCategories
    .map(
      (category) => `
  ${selector}[data-category='${category}'] {
    --aqi-surface: ${aqiTokens[category].surface};
    --aqi-text: ${aqiTokens[category].text};
    --aqi-accent: ${aqiTokens[category].accent};
  }`,
    )
    .join('\n');

/** The rules for a root that carries `data-category`. */
export const aqiCategorySelectors = aqiCategoryRules('&');
