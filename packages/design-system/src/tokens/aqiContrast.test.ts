import { describe, expect, it } from 'vitest';
import { color } from './color.ts';

// WCAG 2.x contrast of two #rrggbb colours, as in contrast.test.ts.
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('AQI colours', () => {
  it.each(Object.entries(color.aqi))('the %s text is AA on its surface and on white', (_, aqi) => {
    expect(contrast(aqi.text, aqi.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(aqi.text, color.surface)).toBeGreaterThanOrEqual(4.5);
  });
});
