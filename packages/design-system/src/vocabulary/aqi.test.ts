import { describe, expect, it } from 'vitest';
import { aqiCategories, aqiCategory, aqiCategoryLabels, aqiDescriptions } from './aqi.ts';

describe('aqiCategory', () => {
  it.each([
    [0, 'GOOD'],
    [50, 'GOOD'],
    [51, 'SATISFACTORY'],
    [100, 'SATISFACTORY'],
    [101, 'MODERATE'],
    [200, 'MODERATE'],
    [201, 'POOR'],
    [300, 'POOR'],
    [301, 'VERY_POOR'],
    [400, 'VERY_POOR'],
    [401, 'SEVERE'],
    [500, 'SEVERE'],
  ])('puts %s in %s (CPCB bands, both edges)', (value, category) => {
    expect(aqiCategory(value)).toBe(category);
  });

  it('keeps readings above 500 Severe', () => {
    expect(aqiCategory(742)).toBe('SEVERE');
  });

  it('rounds fractions to the nearest whole AQI', () => {
    expect(aqiCategory(50.4)).toBe('GOOD');
    expect(aqiCategory(50.5)).toBe('SATISFACTORY');
  });

  it('counts a negative reading as 0 and rejects what is not a number', () => {
    expect(aqiCategory(-4)).toBe('GOOD');
    expect(aqiCategory(Number.NaN)).toBeUndefined();
    expect(aqiCategory(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

describe('AQI labels', () => {
  it('names and describes every category', () => {
    for (const category of aqiCategories) {
      expect(aqiCategoryLabels[category]).toBeTruthy();
      expect(aqiDescriptions[category]).toBeTruthy();
    }
    expect(aqiCategoryLabels.VERY_POOR).toBe('Very Poor');
  });
});
